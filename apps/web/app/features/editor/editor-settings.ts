import {
  type EditorSettings,
  EditorSettingsSchema,
  EMPTY_EDITOR_SETTINGS,
  RECENT_COLORS_MAX,
  TIP_DISMISS_SECONDS,
} from '@cardshop/shared/contracts/compose';
import type { KeyValueStorage } from '../../lib/cart/current-order.ts';

// The writer's editor settings (account-ordering.md §3): the writing styles' tweaks, dismissed tips and
// recent colours. Signed-in writers keep them in their account; guests in this browser.

/** Where a guest's settings are kept. */
export const EDITOR_SETTINGS_KEY = 'cardshop.editorSettings';

/** Tips the editor shows until dismissed (for 7 days). */
export const TIPS = { clickPage: 'click-page' } as const;

/** Puts a colour first among the recent ones (no repeats, at most 8). */
export function withRecentColor(settings: EditorSettings, color: string): EditorSettings {
  const hex = color.toLowerCase();
  const recentColors = [hex, ...settings.recentColors.filter((each) => each.toLowerCase() !== hex)].slice(
    0,
    RECENT_COLORS_MAX,
  );
  return { ...settings, recentColors };
}

/** Hides a tip for 7 days from `now`. */
export function withTipDismissed(settings: EditorSettings, tip: string, now: Date): EditorSettings {
  const until = new Date(now.getTime() + TIP_DISMISS_SECONDS * 1000).toISOString();
  return { ...settings, tips: { ...settings.tips, [tip]: until } };
}

/** Whether a tip shows: never dismissed, or its 7 days are over. */
export function isTipShown(settings: EditorSettings, tip: string, now: Date): boolean {
  const until = settings.tips[tip];
  return !until || Date.parse(until) <= now.getTime();
}

type StyleTweak = EditorSettings['styles'][string];

/** Records a change the writer made to a writing style's size, line height or colour. */
export function withStyleTweak(settings: EditorSettings, styleId: string, tweak: StyleTweak): EditorSettings {
  const styles = { ...settings.styles, [styleId]: { ...settings.styles[styleId], ...tweak } };
  return { ...settings, styles };
}

/** Settings read from anywhere (storage, the server), or the empty settings when they are not valid. */
export function parseSettings(value: unknown): EditorSettings {
  const parsed = EditorSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_EDITOR_SETTINGS;
}

export function readLocalSettings(storage: KeyValueStorage | null): EditorSettings {
  try {
    return parseSettings(JSON.parse(storage?.getItem(EDITOR_SETTINGS_KEY) ?? 'null'));
  } catch {
    return EMPTY_EDITOR_SETTINGS;
  }
}

export function writeLocalSettings(storage: KeyValueStorage | null, settings: EditorSettings): void {
  try {
    storage?.setItem(EDITOR_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Blocked storage: the settings last for this page.
  }
}

import { EMPTY_EDITOR_SETTINGS } from '@cardshop/shared/contracts/compose';
import { describe, expect, it } from 'vitest';
import {
  isTipShown,
  parseSettings,
  withRecentColor,
  withStyleTweak,
  withTipDismissed,
} from './editor-settings.ts';

describe('editor settings', () => {
  it('keeps recent colours most recent first, without repeats, at most 8', () => {
    let settings = EMPTY_EDITOR_SETTINGS;
    for (let index = 0; index < 10; index += 1) {
      settings = withRecentColor(settings, `#00000${index}`.slice(0, 7));
    }
    settings = withRecentColor(settings, '#000005');
    expect(settings.recentColors).toHaveLength(8);
    expect(settings.recentColors[0]).toBe('#000005');
    expect(new Set(settings.recentColors).size).toBe(8);
  });

  it('hides a dismissed tip for 7 days', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const settings = withTipDismissed(EMPTY_EDITOR_SETTINGS, 'click-page', now);
    expect(isTipShown(EMPTY_EDITOR_SETTINGS, 'click-page', now)).toBe(true);
    expect(isTipShown(settings, 'click-page', new Date('2026-03-08T09:59:59Z'))).toBe(false);
    expect(isTipShown(settings, 'click-page', new Date('2026-03-08T10:00:00Z'))).toBe(true);
  });

  it('records style tweaks and reads back only valid settings', () => {
    const settings = withStyleTweak(EMPTY_EDITOR_SETTINGS, 'casual', { textSize: 30 });
    expect(withStyleTweak(settings, 'casual', { color: '#112233' }).styles.casual).toEqual({
      textSize: 30,
      color: '#112233',
    });
    expect(parseSettings({ styles: {}, tips: {}, recentColors: ['red'] })).toEqual(EMPTY_EDITOR_SETTINGS);
  });
});

import { type EditorSettings, EMPTY_EDITOR_SETTINGS } from '@cardshop/shared/contracts/compose';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { browserStorage } from '../../lib/cart/current-order.ts';
import { parseSettings, readLocalSettings, writeLocalSettings } from './editor-settings.ts';

const SETTINGS_URL = '/api/account/editor-settings';
const SAVE_DELAY_MS = 500;

export interface EditorSettingsHandle {
  settings: EditorSettings;
  /** Changes the settings and keeps them (the account's, or this browser's for guests). */
  update(change: (settings: EditorSettings) => EditorSettings): void;
}

/**
 * The writer's editor settings: a signed-in writer's from their account (this browser's when the account
 * cannot be reached), a guest's from this browser.
 */
export function useEditorSettings(signedIn: boolean): EditorSettingsHandle {
  const [settings, setSettings] = useState<EditorSettings>(EMPTY_EDITOR_SETTINGS);
  const current = useRef(settings);
  const remote = useRef(false);
  const saveTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const fallBackToLocal = () => {
      remote.current = false;
      current.current = readLocalSettings(browserStorage());
      setSettings(current.current);
    };
    if (!signedIn) {
      fallBackToLocal();
      return;
    }
    api<EditorSettings>(SETTINGS_URL, { ignoreAuthFailure: true }).then(
      (answer) => {
        if (!live) return;
        remote.current = true;
        current.current = parseSettings(answer);
        setSettings(current.current);
      },
      () => {
        if (live) fallBackToLocal();
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  useEffect(() => () => window.clearTimeout(saveTimer.current), []);

  const update = useCallback((change: (settings: EditorSettings) => EditorSettings) => {
    const next = change(current.current);
    if (next === current.current) return;
    current.current = next;
    setSettings(next);
    if (!remote.current) {
      writeLocalSettings(browserStorage(), next);
      return;
    }
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      // Settings are a convenience: a failed save is not worth interrupting the writer for.
      api(SETTINGS_URL, { method: 'POST', json: current.current, ignoreAuthFailure: true }).catch(() => {});
    }, SAVE_DELAY_MS);
  }, []);

  return { settings, update };
}

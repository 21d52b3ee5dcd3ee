import type { Template } from '@cardshop/shared/contracts/templates';
import { TEMPLATE_NAME_MAX } from '@cardshop/shared/contracts/templates';
import { useId, useState } from 'react';
import { ApiError, api } from '../../../lib/api.ts';
import { failureKeys } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { useAlerts } from '../../../ui/alerts.tsx';
import { Field } from '../../../ui/form-controls.tsx';

/**
 * Saves the card being written as one of the organisation's templates (decision 0036), for members
 * holding useTemplates: a name, and the card's design and message as they are now. The server checks the
 * layout as the cart does; its refusal shows beside the name or as an alert.
 */
export function SaveTemplate({ cardId, layout }: { cardId: string; layout: unknown }) {
  const t = useT();
  const alerts = useAlerts();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    if (name.trim() === '') {
      setError('editor.template.name-required');
      return;
    }
    setSaving(true);
    try {
      const saved = await api<Template>('/api/templates', { method: 'POST', json: { name, cardId, layout } });
      setName('');
      setError(undefined);
      alerts.show({ type: 'success', message: t('editor.template.saved', { name: saved.name }) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors.name) {
        setError(`editor.template.name-${failure.errors.name[0] ?? 'invalid'}`);
      } else {
        for (const key of failureKeys(failure)) alerts.show({ type: 'error', message: t(key) });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className="mt-6 rounded-xl border border-line bg-paper p-4">
      <summary className="cursor-pointer font-semibold text-ink">{t('editor.template.title')}</summary>
      <p className="mt-2 text-sm text-ink-soft">{t('editor.template.intro')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field id={`${id}-name`} label={t('editor.template.name')} error={error}>
          {(props) => (
            <input
              {...props}
              value={name}
              maxLength={TEMPLATE_NAME_MAX}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <button
          type="button"
          className="min-h-11 rounded-full border border-ink px-5 font-semibold text-ink"
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={() => void save()}
        >
          {t(saving ? 'editor.template.saving' : 'editor.template.save')}
        </button>
      </div>
    </details>
  );
}

import type { CardDraft } from '@cardshop/shared/contracts/compose';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { Field } from '../../../ui/form-controls.tsx';
import { LEGEND } from './compose-styles.ts';

type Errors = Record<string, string>;

export type Verification = NonNullable<CardDraft['options']>['giftCardVerification'];
export const NO_VERIFICATION: Verification = { enable: false, email: null, phone: null };

/**
 * How the recipient proves the gift card is theirs before spending it: a code sent to their e-mail
 * address, their mobile, or both (the card's options.giftCardVerification, which the shop also puts on
 * its gift-card object and its gift-card line). Without the check no address is kept.
 */
export function GiftCardVerification({
  value,
  errors,
  idFor,
  onChange,
}: {
  value: Verification;
  errors: Errors;
  idFor: (path: string) => string;
  /** The new settings, and the field typed in (none for the check itself). */
  onChange: (next: Verification, field?: 'email' | 'phone') => void;
}) {
  const t = useT();
  const contact = (field: 'email' | 'phone', type: 'email' | 'tel', autoComplete: string) => {
    const path = `options.giftCardVerification.${field}`;
    return (
      <Field
        id={idFor(path)}
        label={t(`editor.compose.gift-card.${field}`)}
        hint={t(`editor.compose.gift-card.${field}-hint`)}
        error={errors[path]}
      >
        {(props) => (
          <input
            {...props}
            name={path}
            type={type}
            inputMode={type === 'tel' ? 'tel' : 'email'}
            autoComplete={autoComplete}
            value={value[field] ?? ''}
            onChange={(event) => onChange({ ...value, [field]: event.target.value }, field)}
          />
        )}
      </Field>
    );
  };
  return (
    <fieldset className="space-y-3">
      <legend className={LEGEND}>{t('editor.compose.gift-card.title')}</legend>
      <label className="flex items-start gap-3 text-ink">
        <input
          type="checkbox"
          name="options.giftCardVerification.enable"
          checked={value.enable}
          onChange={(event) => onChange(event.target.checked ? { ...value, enable: true } : NO_VERIFICATION)}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        {t('editor.compose.gift-card.enable')}
      </label>
      {value.enable ? (
        <div className="grid gap-4 pl-7 sm:grid-cols-2">
          <p className="text-sm text-ink-soft sm:col-span-2">{t('editor.compose.gift-card.contact')}</p>
          {contact('email', 'email', 'off')}
          {contact('phone', 'tel', 'off')}
        </div>
      ) : null}
    </fieldset>
  );
}

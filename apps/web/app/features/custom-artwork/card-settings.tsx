import type { CardLogo } from '@cardshop/shared/contracts/custom-artwork';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  Notice,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import type { ManageArtworkAnswerTarget } from './answers.ts';
import { MANAGE_ARTWORK_ACTION } from './links.ts';
import { useUploadError } from './upload-page.tsx';

const SECTION_TITLE = 'mt-10 mb-4 text-2xl';

export type ManageArtworkAnswer = FormAnswer<object> & ManageArtworkAnswerTarget;

const DONE = ['logo-saved', 'logo-removed', 'allow-custom'] as const;
const DONE_KEYS: Record<(typeof DONE)[number], string> = {
  'logo-saved': 'custom-artwork.logo.saved',
  'logo-removed': 'custom-artwork.logo.removed',
  'allow-custom': 'custom-artwork.settings.saved',
};

/**
 * The /manage sections of custom artwork (decision record 35), for holders of the settings permission:
 * whether members may upload their own artwork (the tile and the upload follow it), and the card logo
 * printed on the back of the organisation's cards. Route forms posting to /manage, so they work before
 * scripts load; the logo is a multipart upload through the same checks as artwork.
 */
export function CardSettings({
  allowCustom,
  cardLogo,
  done,
  answer,
}: {
  allowCustom: boolean;
  cardLogo: CardLogo | null;
  done: string | null;
  answer?: ManageArtworkAnswer;
}) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errorText = useUploadError();
  const logoAnswer = answer?.artworkForm === 'card-logo' ? answer : undefined;
  const fileError = errorText(logoAnswer?.errors.file?.[0], logoAnswer?.resolution);
  const doneKey =
    done && (DONE as readonly string[]).includes(done) ? DONE_KEYS[done as (typeof DONE)[number]] : null;

  return (
    <>
      <div role="status" aria-live="polite">
        {doneKey ? (
          <Notice tone="success" className="mt-6">
            {t(doneKey)}
          </Notice>
        ) : null}
      </div>
      <section aria-labelledby={`${id}-custom`}>
        <h2 id={`${id}-custom`} className={SECTION_TITLE}>
          {t('custom-artwork.settings.title')}
        </h2>
        <Form method="post" action={MANAGE_ARTWORK_ACTION} className="grid max-w-xl gap-4">
          <input type="hidden" name="intent" value="allow-custom" />
          {answer?.artworkForm === 'allow-custom' ? <FormFailures messages={answer.messages} /> : null}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="allowCustom" defaultChecked={allowCustom} className="mt-1" />
            <span>{t('custom-artwork.settings.allow')}</span>
          </label>
          <div>
            <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
              {t('custom-artwork.settings.save')}
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby={`${id}-logo`}>
        <h2 id={`${id}-logo`} className={SECTION_TITLE}>
          {t('custom-artwork.logo.title')}
        </h2>
        <p className="mb-4 max-w-2xl text-ink-soft">{t('custom-artwork.logo.intro')}</p>
        {cardLogo ? (
          <figure className="mb-4">
            <img
              src={cardLogo.image.src}
              width={cardLogo.image.width}
              height={cardLogo.image.height}
              alt={t('custom-artwork.logo.current')}
              className="h-auto max-h-24 w-auto max-w-60 rounded border border-line bg-white p-2"
            />
          </figure>
        ) : (
          <p className="mb-4 text-sm text-ink-soft">{t('custom-artwork.logo.none')}</p>
        )}
        <Form
          method="post"
          action={MANAGE_ARTWORK_ACTION}
          encType="multipart/form-data"
          noValidate
          className="grid max-w-xl gap-4"
        >
          <input type="hidden" name="intent" value="card-logo" />
          <FormFailures messages={logoAnswer?.messages} />
          <ImageFileField id={`${id}-file`} label={t('custom-artwork.logo.file')} error={fileError} />
          <div>
            <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
              {t('custom-artwork.logo.upload')}
            </button>
          </div>
        </Form>
        {cardLogo ? (
          <Form method="post" action={MANAGE_ARTWORK_ACTION} className="mt-4">
            <input type="hidden" name="intent" value="remove-logo" />
            <button type="submit" className={ACCOUNT_BUTTON_DANGER} disabled={busy}>
              {t('custom-artwork.logo.remove')}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}

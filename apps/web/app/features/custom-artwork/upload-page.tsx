import type { CustomArtwork } from '@cardshop/shared/contracts/custom-artwork';
import type { ArtworkSizeOption } from '@cardshop/shared/rules/custom-artwork';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { CardSizeChoice } from '../../ui/card-size-choice.tsx';
import { ACCOUNT_BUTTON, AccountPageHeader, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import type { ResolutionFigures, UploadValues } from './answers.ts';
import { cropUrl } from './links.ts';

export type UploadAnswer = FormAnswer<UploadValues> & { resolution: ResolutionFigures | null };

/** The message beside a field: the refusal's wording, with the figures of a picture too small. */
export function useUploadError() {
  const t = useT();
  return (rule: string | undefined, resolution: ResolutionFigures | null | undefined) =>
    rule ? t(fieldErrorKey('file', rule), { ...resolution }) : undefined;
}

/**
 * /custom-artwork: upload a photo or design for a card's front. A route form (multipart), so it works
 * before scripts load; a refusal shows beside the file field, a picture too small with its figures.
 * Signed out, the page asks to log in (an upload is its owner's alone); where the organisation does not
 * use custom artwork, it says so.
 */
export function UploadPage({
  signedIn,
  allowed,
  sizes,
  uploads,
  loginUrl,
  answer,
}: {
  signedIn: boolean;
  allowed: boolean;
  sizes: ArtworkSizeOption[];
  uploads: CustomArtwork[];
  loginUrl: string;
  answer?: UploadAnswer;
}) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errorText = useUploadError();
  const fileError = errorText(answer?.errors.file?.[0], answer?.resolution);
  const sizeError = answer?.errors.size?.[0];
  const chosen = answer?.values.size || sizes[0]?.id;

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:pt-10">
      <AccountPageHeader title={t('custom-artwork.title')} intro={t('custom-artwork.intro')} />
      {!signedIn ? (
        <Notice tone="info">
          <p>{t('custom-artwork.login')}</p>
          <p className="mt-3">
            <Link to={loginUrl} className={ACCOUNT_BUTTON}>
              {t('custom-artwork.login-action')}
            </Link>
          </p>
        </Notice>
      ) : !allowed ? (
        <Notice tone="info">{t('custom-artwork.not-allowed')}</Notice>
      ) : (
        <Form method="post" encType="multipart/form-data" noValidate className="grid max-w-xl gap-5">
          <FormFailures messages={answer?.messages} />
          <CardSizeChoice
            legend={t('custom-artwork.size')}
            sizes={sizes}
            chosen={chosen}
            error={sizeError ? fieldErrorKey('size', sizeError) : undefined}
          />
          <ImageFileField
            id={`${id}-file`}
            label={t('custom-artwork.file')}
            hint={t('custom-artwork.file-hint', {
              width: sizes[0]?.needed.width,
              height: sizes[0]?.needed.height,
              size: sizes[0]?.name,
            })}
            error={fileError}
          />
          <div>
            <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
              {busy ? t('custom-artwork.uploading') : t('custom-artwork.upload')}
            </button>
          </div>
        </Form>
      )}
      {uploads.length > 0 ? (
        <section aria-labelledby={`${id}-yours`} className="mt-12">
          <h2 id={`${id}-yours`} className="mb-4 text-2xl">
            {t('custom-artwork.yours')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {uploads.map((upload) => (
              <li key={upload.id} className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-line/80">
                <img
                  src={upload.front.src}
                  width={upload.front.width}
                  height={upload.front.height}
                  alt={upload.front.alt}
                  loading="lazy"
                  className="h-auto w-full rounded-lg"
                />
                {upload.organisation ? (
                  <p className="mt-1 text-xs text-ink-soft">{t('custom-artwork.shared')}</p>
                ) : null}
                <p className="mt-2">
                  <Link to={cropUrl(upload.id)} className="text-sm font-semibold text-accent">
                    {t('custom-artwork.use')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

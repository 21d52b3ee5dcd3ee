import type { StudioArtist } from '@cardshop/shared/contracts/studio';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, Field } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import { StudioFrame } from './studio-frame.tsx';

export type NewCardValues = { size: string; title: string; description: string; tags: string };
export type NewCardAnswer = FormAnswer<NewCardValues> & {
  resolution: { width: number; height: number; neededWidth: number; neededHeight: number } | null;
};

/** A card size a card can be added in, with the pixels its front needs. */
export interface StudioSizeOption {
  id: string;
  name: string;
  dimensions: { width: number; height: number };
  needed: { width: number; height: number };
}

/**
 * /studio/cards/new: the front artwork (checked for print as custom artwork is), the size, title,
 * description and tags of a new card. A multipart route form, so it works before scripts load; each
 * refusal shows beside its field, a picture too small with its figures.
 */
export function NewCardPage({
  artist,
  sizes,
  answer,
}: {
  artist: StudioArtist;
  sizes: StudioSizeOption[];
  answer?: NewCardAnswer;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const values = answer?.values;
  const errors = answer?.errors ?? {};
  const errorOf = (field: string) => {
    const rule = errors[field]?.[0];
    return rule ? fieldErrorKey(field, rule) : undefined;
  };
  const fileRule = errors.file?.[0];
  const fileError = fileRule ? t(fieldErrorKey('file', fileRule), { ...answer?.resolution }) : undefined;
  const chosen = values?.size || sizes[0]?.id;
  const sizeError = errorOf('size');
  return (
    <StudioFrame artist={artist} title={t('studio.new-card.title')} intro={t('studio.new-card.intro')}>
      <Form method="post" encType="multipart/form-data" noValidate className="grid max-w-xl gap-5">
        <FormFailures messages={answer?.messages} />
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('studio.new-card.size')}</legend>
          {sizes.map((size) => (
            <label key={size.id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="size"
                value={size.id}
                defaultChecked={size.id === chosen}
                className="mt-1"
              />
              <span>
                {t('custom-artwork.size-option', {
                  name: size.name,
                  width: size.dimensions.width,
                  height: size.dimensions.height,
                  pixelsWidth: size.needed.width,
                  pixelsHeight: size.needed.height,
                })}
              </span>
            </label>
          ))}
          {sizeError ? <p className="text-sm text-danger">{t(sizeError)}</p> : null}
        </fieldset>
        <ImageFileField id={`${id}-file`} label={t('studio.new-card.file')} error={fileError} />
        <Field id={`${id}-title`} label={t('studio.new-card.card-title')} error={errorOf('title')}>
          {(control) => (
            <input {...control} name="title" required maxLength={80} defaultValue={values?.title} />
          )}
        </Field>
        <Field
          id={`${id}-description`}
          label={t('studio.new-card.description')}
          error={errorOf('description')}
        >
          {({ className, ...control }) => (
            <textarea
              {...control}
              name="description"
              required
              rows={4}
              maxLength={1000}
              defaultValue={values?.description}
              className={`${className} h-auto py-2.5`}
            />
          )}
        </Field>
        <Field
          id={`${id}-tags`}
          label={t('studio.new-card.tags')}
          hint={t('studio.new-card.tags-hint')}
          error={errorOf('tags')}
        >
          {(control) => <input {...control} name="tags" required defaultValue={values?.tags} />}
        </Field>
        <div>
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
            {busy ? t('studio.new-card.uploading') : t('studio.new-card.submit')}
          </button>
        </div>
      </Form>
    </StudioFrame>
  );
}

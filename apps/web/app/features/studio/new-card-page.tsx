import type { StudioArtist } from '@cardshop/shared/contracts/studio';
import type { ArtworkSizeOption } from '@cardshop/shared/rules/custom-artwork';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { CardSizeChoice } from '../../ui/card-size-choice.tsx';
import { ACCOUNT_BUTTON, Field } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import { StudioFrame } from './studio-frame.tsx';

export type NewCardValues = { size: string; title: string; description: string; tags: string };
export type NewCardAnswer = FormAnswer<NewCardValues> & {
  resolution: { width: number; height: number; neededWidth: number; neededHeight: number } | null;
};

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
  sizes: ArtworkSizeOption[];
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
  return (
    <StudioFrame artist={artist} title={t('studio.new-card.title')} intro={t('studio.new-card.intro')}>
      <Form method="post" encType="multipart/form-data" noValidate className="grid max-w-xl gap-5">
        <FormFailures messages={answer?.messages} />
        <CardSizeChoice
          legend={t('studio.new-card.size')}
          sizes={sizes}
          chosen={chosen}
          error={errorOf('size')}
        />
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

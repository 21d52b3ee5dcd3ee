import type { ArtistProfile } from '@cardshop/shared/contracts/studio';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field, SavedNotice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import { StudioFrame } from './studio-frame.tsx';

export type ProfileValues = { bio: string; facebookUrl: string; twitterUrl: string; instagramUrl: string };
export type ProfileAnswer = FormAnswer<ProfileValues> & {
  pictureForm?: 'logo' | 'portrait';
  resolution?: { width: number; height: number; neededWidth: number; neededHeight: number } | null;
};

/** A form uploading the logo or the portrait, its refusal beside the file field. */
function PictureForm({
  picture,
  src,
  error,
}: {
  picture: 'logo' | 'portrait';
  src: string;
  error: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      action={`?form=${picture}`}
      encType="multipart/form-data"
      noValidate
      className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line/80"
    >
      <img src={src} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
      <div className="min-w-0 flex-1">
        <ImageFileField id={`${id}-file`} label={t(`studio.profile.${picture}`)} error={error} />
      </div>
      <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
        {t('studio.profile.upload')}
      </button>
    </Form>
  );
}

const SOCIAL = [
  ['facebookUrl', 'studio.profile.facebook'],
  ['twitterUrl', 'studio.profile.twitter'],
  ['instagramUrl', 'studio.profile.instagram'],
] as const;

/**
 * /studio/profile: the bio and the links to the artist's facebook, twitter and instagram pages (https on
 * the network's own site, or none), shown on their artist page; and the logo their pages and cards carry.
 */
export function ProfilePage({
  profile,
  saved,
  answer,
}: {
  profile: ArtistProfile;
  saved: boolean;
  answer?: ProfileAnswer;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const pictureForm = answer?.pictureForm;
  const textAnswer = pictureForm ? undefined : answer;
  const pictureRule = answer?.errors.file?.[0];
  const pictureError = (picture: 'logo' | 'portrait') =>
    pictureForm === picture && pictureRule
      ? t(fieldErrorKey('file', pictureRule), { ...answer?.resolution })
      : undefined;
  const values: ProfileValues = textAnswer?.values ?? {
    bio: profile.bio,
    facebookUrl: profile.facebookUrl ?? '',
    twitterUrl: profile.twitterUrl ?? '',
    instagramUrl: profile.instagramUrl ?? '',
  };
  const errorOf = (field: keyof ProfileValues) => {
    const rule = textAnswer?.errors[field]?.[0];
    return rule ? fieldErrorKey(field, rule) : undefined;
  };
  return (
    <StudioFrame artist={profile.artist} title={t('studio.profile.title')} intro={t('studio.profile.intro')}>
      <SavedNotice saved={saved && !answer} messageKey="studio.profile.saved" />
      <div className="mt-4 grid max-w-xl gap-4">
        <FormFailures messages={pictureForm ? answer?.messages : undefined} />
        <PictureForm picture="logo" src={profile.artist.cardLogo} error={pictureError('logo')} />
        <PictureForm picture="portrait" src={profile.portrait} error={pictureError('portrait')} />
      </div>
      <Form method="post" noValidate className="mt-4 grid max-w-xl gap-5">
        <FormFailures messages={answer?.messages} />
        <Field
          id={`${id}-bio`}
          label={t('studio.profile.bio')}
          hint={t('studio.profile.bio-hint')}
          error={errorOf('bio')}
        >
          {({ className, ...control }) => (
            <textarea
              {...control}
              name="bio"
              required
              rows={8}
              maxLength={3000}
              defaultValue={values.bio}
              className={`${className} h-auto py-2.5`}
            />
          )}
        </Field>
        {SOCIAL.map(([field, label]) => (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={t(label)}
            hint={t('studio.profile.social-hint')}
            error={errorOf(field)}
          >
            {(control) => (
              <input {...control} type="url" name={field} inputMode="url" defaultValue={values[field]} />
            )}
          </Field>
        ))}
        <div>
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
            {t('studio.profile.save')}
          </button>
        </div>
      </Form>
    </StudioFrame>
  );
}

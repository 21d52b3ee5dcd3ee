import type { ArtistProfile } from '@cardshop/shared/contracts/studio';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, Field, SavedNotice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { StudioFrame } from './studio-frame.tsx';

export type ProfileValues = { bio: string; facebookUrl: string; twitterUrl: string; instagramUrl: string };
export type ProfileAnswer = FormAnswer<ProfileValues>;

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
  const values: ProfileValues = answer?.values ?? {
    bio: profile.bio,
    facebookUrl: profile.facebookUrl ?? '',
    twitterUrl: profile.twitterUrl ?? '',
    instagramUrl: profile.instagramUrl ?? '',
  };
  const errorOf = (field: keyof ProfileValues) => {
    const rule = answer?.errors[field]?.[0];
    return rule ? fieldErrorKey(field, rule) : undefined;
  };
  return (
    <StudioFrame artist={profile.artist} title={t('studio.profile.title')} intro={t('studio.profile.intro')}>
      <SavedNotice saved={saved && !answer} messageKey="studio.profile.saved" />
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
        <figure className="flex items-center gap-3">
          <img src={profile.artist.cardLogo} alt="" width={64} height={64} className="size-16 rounded-full" />
          <figcaption className="text-sm text-ink-soft">{t('studio.profile.logo')}</figcaption>
        </figure>
        <div>
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
            {t('studio.profile.save')}
          </button>
        </div>
      </Form>
    </StudioFrame>
  );
}

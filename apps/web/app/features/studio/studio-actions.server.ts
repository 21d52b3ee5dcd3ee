import type { User } from '@cardshop/shared/contracts/auth';
import {
  AgreeTermsSchema,
  ArtistProfileInputSchema,
  CardSubmissionSchema,
} from '@cardshop/shared/contracts/studio';
import { CARD_LOGO_MAX_BYTES, CUSTOM_ARTWORK_MAX_BYTES } from '@cardshop/shared/rules/custom-artwork';
import { type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { cappedForm } from '../../lib/capped-body.server.ts';
import { formAgain, formText, parseForm, refusedForm, serviceRefusal } from '../../lib/route-form.ts';
import { STUDIO_PROFILE_SAVED_URL, STUDIO_SUBMITTED_URL, STUDIO_URL } from './links.ts';
import type { NewCardAnswer, NewCardValues } from './new-card-page.tsx';
import type { ProfileValues } from './profile-page.tsx';

// The studio's route forms (decision record 38): parsed with the contracts of the JSON API and handed to
// the same service calls, which check the artist and the terms again.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}

/** `POST /studio/terms-agreement`: the tick and the version read, then the dashboard. */
export async function agreeAction({ request, context, user }: Args) {
  const form = await request.formData();
  const parsed = parseForm(AgreeTermsSchema, {
    version: formText(form, ['version']).version,
    agree: form.get('agree') === 'on',
  });
  if (!parsed.ok) return formAgain({}, {}, parsed.errors);
  try {
    await servicesFrom(context).studio.agree(user.id, parsed.data);
  } catch (error) {
    return refusedForm(error, {}, {});
  }
  return redirect(STUDIO_URL, 303);
}

const noResolution = { resolution: null as NewCardAnswer['resolution'] };

/** `POST /studio/cards/new`: the front (multipart, read only up to the limit) and the card's details. */
export async function newCardAction({ request, context, user }: Args) {
  const form = await cappedForm(request, CUSTOM_ARTWORK_MAX_BYTES);
  const empty: NewCardValues = { size: '', title: '', description: '', tags: '' };
  if (form === 'too-large')
    return formAgain(noResolution, empty, { file: ['custom-artwork.errors.too-large'] });
  if (form === 'unreadable') return formAgain(noResolution, empty, { file: ['custom-artwork.errors.empty'] });
  const values: NewCardValues = formText(form, ['size', 'title', 'description', 'tags']);
  const parsed = parseForm(CardSubmissionSchema, { ...values, size: values.size || undefined });
  const file = form.get('file');
  const noFile = !file || typeof file === 'string' || file.size === 0;
  if (!parsed.ok || noFile) {
    const errors = parsed.ok ? {} : parsed.errors;
    return formAgain(
      noResolution,
      values,
      noFile ? { ...errors, file: ['custom-artwork.errors.empty'] } : errors,
    );
  }
  try {
    await servicesFrom(context).studio.submitCard(
      user.id,
      parsed.data,
      new Uint8Array(await file.arrayBuffer()),
    );
  } catch (error) {
    const resolution = (serviceRefusal(error)?.data?.resolution ?? null) as NewCardAnswer['resolution'];
    return refusedForm(error, values, { resolution });
  }
  return redirect(STUDIO_SUBMITTED_URL, 303);
}

/** `POST /studio/profile?form=logo|portrait`: the picture (multipart, read only up to the limit). */
export async function pictureAction({ request, context, user }: Args, picture: 'logo' | 'portrait') {
  const form = await cappedForm(request, CARD_LOGO_MAX_BYTES);
  const target = { pictureForm: picture };
  if (form === 'too-large') return formAgain(target, {}, { file: ['custom-artwork.errors.too-large'] });
  if (form === 'unreadable') return formAgain(target, {}, { file: ['custom-artwork.errors.empty'] });
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) {
    return formAgain(target, {}, { file: ['custom-artwork.errors.empty'] });
  }
  try {
    await servicesFrom(context).studio.uploadPicture(
      user.id,
      picture,
      new Uint8Array(await file.arrayBuffer()),
    );
  } catch (error) {
    const resolution = (serviceRefusal(error)?.data?.resolution ?? null) as NewCardAnswer['resolution'];
    return refusedForm(error, {}, { ...target, resolution });
  }
  return redirect(STUDIO_PROFILE_SAVED_URL, 303);
}

/** `POST /studio/profile`: the bio and social links. */
export async function profileAction({ request, context, user }: Args) {
  const form = await request.formData();
  const values: ProfileValues = formText(form, ['bio', 'facebookUrl', 'twitterUrl', 'instagramUrl']);
  const parsed = parseForm(ArtistProfileInputSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  try {
    await servicesFrom(context).studio.updateProfile(user.id, parsed.data);
  } catch (error) {
    return refusedForm(error, values, {});
  }
  return redirect(STUDIO_PROFILE_SAVED_URL, 303);
}

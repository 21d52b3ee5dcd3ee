import type { User } from '@cardshop/shared/contracts/auth';
import {
  CustomArtworkCropSchema,
  CustomArtworkUploadQuerySchema,
} from '@cardshop/shared/contracts/custom-artwork';
import { OrganisationSettingsSchema } from '@cardshop/shared/contracts/organisations';
import { CARD_LOGO_MAX_BYTES, CUSTOM_ARTWORK_MAX_BYTES } from '@cardshop/shared/rules/custom-artwork';
import { type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { cappedForm } from '../../lib/capped-body.server.ts';
import { formAgain, formText, parseForm, refusedForm, serviceRefusal } from '../../lib/route-form.ts';
import type { CropValues, ManageArtworkAnswerTarget, ResolutionFigures, UploadValues } from './answers.ts';
import { cropUrl, MANAGE_ARTWORK_DONE, writeUrl } from './links.ts';

// Custom artwork's route forms (decision records 19 and 35): they work before scripts load. The upload
// is a multipart post read only up to the file limit (as the address import's), handed to the same
// service call as `POST /api/custom-artwork`; a refusal shows beside the file field, with the figures of
// a picture too small to print.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}

const fileError = (values: UploadValues, rule: string) =>
  formAgain({ resolution: null as ResolutionFigures | null }, values, { file: [rule] });

/** A refusal of the upload, its figures kept for the message (a 422 `too-small` carries `resolution`). */
function refusedUpload(error: unknown, values: UploadValues) {
  const resolution = (serviceRefusal(error)?.data?.resolution ?? null) as ResolutionFigures | null;
  return refusedForm(error, values, { resolution });
}

/** `POST /custom-artwork`: the picture uploaded for a card size, then its crop step. */
export async function uploadAction({ request, context, user }: Args) {
  const form = await cappedForm(request, CUSTOM_ARTWORK_MAX_BYTES);
  const empty: UploadValues = { size: '' };
  if (form === 'too-large') return fileError(empty, 'custom-artwork.errors.too-large');
  if (form === 'unreadable') return fileError(empty, 'custom-artwork.errors.empty');
  const values: UploadValues = formText(form, ['size']);
  const query = parseForm(CustomArtworkUploadQuerySchema, { size: values.size || undefined });
  if (!query.ok) return formAgain({ resolution: null }, values, query.errors);
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) {
    return fileError(values, 'custom-artwork.errors.empty');
  }
  try {
    const artwork = await servicesFrom(context).customArtwork.upload(
      user.id,
      query.data.size,
      new Uint8Array(await file.arrayBuffer()),
    );
    return redirect(cropUrl(artwork.id), 303);
  } catch (error) {
    return refusedUpload(error, values);
  }
}

/**
 * `POST /custom-artwork/{id}`: the crop moved. `intent=preview` shows it again (what a form without
 * scripts does to see the crop move); `intent=save` keeps it and opens the editor with the artwork.
 */
export async function cropAction({ request, context, user }: Args, id: string) {
  const form = await request.formData();
  const values: CropValues = formText(form, ['x', 'y', 'zoom']);
  const parsed = parseForm(CustomArtworkCropSchema, {
    x: values.x || undefined,
    y: values.y || undefined,
    zoom: values.zoom || undefined,
  });
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  try {
    await servicesFrom(context).customArtwork.crop(user.id, id, parsed.data);
  } catch (error) {
    return refusedForm(error, values, {});
  }
  return redirect(form.get('intent') === 'save' ? writeUrl(id) : cropUrl(id), 303);
}

/**
 * `POST /manage?form=custom-artwork`: the card logo uploaded (multipart) or removed, or the
 * custom-artwork setting saved; the services check the settings permission again.
 */
export async function manageArtworkAction({ request, context, user }: Args) {
  const form = await cappedForm(request, CARD_LOGO_MAX_BYTES);
  const logoTarget: ManageArtworkAnswerTarget = { artworkForm: 'card-logo', resolution: null };
  if (form === 'too-large') return formAgain(logoTarget, {}, { file: ['custom-artwork.errors.too-large'] });
  if (form === 'unreadable') return formAgain(logoTarget, {}, { file: ['custom-artwork.errors.empty'] });
  const services = servicesFrom(context);
  const intent = form.get('intent');
  try {
    if (intent === 'allow-custom') {
      const parsed = parseForm(OrganisationSettingsSchema, { allowCustom: form.get('allowCustom') === 'on' });
      if (!parsed.ok) return formAgain({ artworkForm: 'allow-custom', resolution: null }, {}, parsed.errors);
      await services.organisations.updateSettings(user.id, parsed.data);
      return redirect(`/manage?${MANAGE_ARTWORK_DONE}=allow-custom`, 303);
    }
    if (intent === 'remove-logo') {
      await services.customArtwork.removeCardLogo(user.id);
      return redirect(`/manage?${MANAGE_ARTWORK_DONE}=logo-removed`, 303);
    }
    const file = form.get('file');
    if (!file || typeof file === 'string' || file.size === 0) {
      return formAgain(logoTarget, {}, { file: ['custom-artwork.errors.empty'] });
    }
    await services.customArtwork.uploadCardLogo(user.id, new Uint8Array(await file.arrayBuffer()));
    return redirect(`/manage?${MANAGE_ARTWORK_DONE}=logo-saved`, 303);
  } catch (error) {
    const resolution = (serviceRefusal(error)?.data?.resolution ?? null) as ResolutionFigures | null;
    return refusedForm(
      error,
      {},
      { ...logoTarget, artworkForm: intent === 'allow-custom' ? 'allow-custom' : 'card-logo', resolution },
    );
  }
}

import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid, Refusal } from '../../lib/test-helpers.ts';
import { cropAction, manageArtworkAction, uploadAction } from './custom-artwork-actions.server.ts';

const USER = { id: '11111111-1111-4111-8111-111111111111' } as User;
const ARTWORK = '22222222-2222-4222-8222-222222222222';

function services() {
  const customArtwork = {
    upload: vi.fn(async () => ({ id: ARTWORK })),
    crop: vi.fn(async () => ({ id: ARTWORK })),
    uploadCardLogo: vi.fn(async () => ({ id: ARTWORK })),
    removeCardLogo: vi.fn(async () => undefined),
  };
  const organisations = { updateSettings: vi.fn(async () => ({})) };
  const { context } = actionContext({ customArtwork, organisations }, USER.id);
  return { customArtwork, organisations, context };
}

/** A multipart form with a file, as a browser posts it without scripts. */
function multipart(
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer> },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new File([file.bytes], file.name, { type: 'image/jpeg' }));
  return new Request(new URL(path, 'http://shop.test'), { method: 'POST', body: form });
}

describe('the custom-artwork upload form', () => {
  it('hands the file and the size to the service and goes on to the crop step', async () => {
    const stand = services();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    const request = multipart('/custom-artwork', { size: 'postcard' }, { name: 'photo.jpg', bytes });
    const answer = answerOf(await uploadAction({ request, context: stand.context, user: USER }));
    expect(answer).toEqual({ status: 303, location: `/custom-artwork/${ARTWORK}` });
    expect(stand.customArtwork.upload).toHaveBeenCalledWith(USER.id, 'postcard', bytes);
  });

  it('shows a picture too small with its figures beside the file field, and keeps the size chosen', async () => {
    const stand = services();
    const resolution = { width: 900, height: 1200, neededWidth: 1571, neededHeight: 2174 };
    stand.customArtwork.upload.mockRejectedValueOnce(
      new Refusal(422, 'global.errors.validation-failed', {
        errors: { file: ['custom-artwork.errors.too-small'] },
        resolution,
      }),
    );
    const request = multipart(
      '/custom-artwork',
      { size: 'folded' },
      { name: 'a.jpg', bytes: new Uint8Array(9) },
    );
    const answer = answerOf(await uploadAction({ request, context: stand.context, user: USER }));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      values: { size: 'folded' },
      errors: { file: ['custom-artwork.errors.too-small'] },
      resolution,
    });
  });

  it('refuses a form without a file, or with a size that takes no artwork, calling nothing', async () => {
    const stand = services();
    const empty = answerOf(
      await uploadAction({ request: multipart('/custom-artwork', {}), context: stand.context, user: USER }),
    );
    expect(empty).toMatchObject({ status: 422, data: { errors: { file: ['custom-artwork.errors.empty'] } } });
    const letter = answerOf(
      await uploadAction({
        request: multipart(
          '/custom-artwork',
          { size: 'letter' },
          { name: 'a.jpg', bytes: new Uint8Array(3) },
        ),
        context: stand.context,
        user: USER,
      }),
    );
    expect(letter).toMatchObject({ status: 422, data: { errors: { size: ['in'] } } });
    expect(stand.customArtwork.upload).not.toHaveBeenCalled();
  });
});

describe('the crop form', () => {
  it('previews the crop on its page, and saving it opens the editor with the artwork', async () => {
    const stand = services();
    const preview = await cropAction(
      {
        request: formPost(`/custom-artwork/${ARTWORK}`, { x: '0.2', y: '1', zoom: '1.5', intent: 'preview' }),
        context: stand.context,
        user: USER,
      },
      ARTWORK,
    );
    expect(answerOf(preview)).toEqual({ status: 303, location: `/custom-artwork/${ARTWORK}` });
    expect(stand.customArtwork.crop).toHaveBeenCalledWith(USER.id, ARTWORK, { x: 0.2, y: 1, zoom: 1.5 });
    const saved = await cropAction(
      {
        request: formPost(`/custom-artwork/${ARTWORK}`, { x: '0.5', intent: 'save' }),
        context: stand.context,
        user: USER,
      },
      ARTWORK,
    );
    expect(answerOf(saved)).toEqual({ status: 303, location: `/write?card=${ARTWORK}` });
  });

  it('shows a position out of range beside its slider', async () => {
    const stand = services();
    const answer = answerOf(
      await cropAction(
        { request: formPost(`/custom-artwork/${ARTWORK}`, { x: '3' }), context: stand.context, user: USER },
        ARTWORK,
      ),
    );
    expect(answer).toMatchObject({ status: 422, data: { errors: { x: ['max'] } } });
    expect(stand.customArtwork.crop).not.toHaveBeenCalled();
  });
});

describe('the custom-artwork forms of /manage', () => {
  it('saves allowCustom from the checkbox, ticked or not', async () => {
    const stand = services();
    const off = await manageArtworkAction({
      request: formPost('/manage?form=custom-artwork', { intent: 'allow-custom' }),
      context: stand.context,
      user: USER,
    });
    expect(answerOf(off)).toEqual({ status: 303, location: '/manage?artwork=allow-custom' });
    expect(stand.organisations.updateSettings).toHaveBeenLastCalledWith(USER.id, { allowCustom: false });
    await manageArtworkAction({
      request: formPost('/manage?form=custom-artwork', { intent: 'allow-custom', allowCustom: 'on' }),
      context: stand.context,
      user: USER,
    });
    expect(stand.organisations.updateSettings).toHaveBeenLastCalledWith(USER.id, { allowCustom: true });
  });

  it('uploads and removes the card logo, and shows a refusal beside the logo field', async () => {
    const stand = services();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const saved = await manageArtworkAction({
      request: multipart('/manage?form=custom-artwork', { intent: 'card-logo' }, { name: 'logo.png', bytes }),
      context: stand.context,
      user: USER,
    });
    expect(answerOf(saved)).toEqual({ status: 303, location: '/manage?artwork=logo-saved' });
    expect(stand.customArtwork.uploadCardLogo).toHaveBeenCalledWith(USER.id, bytes);
    stand.customArtwork.uploadCardLogo.mockRejectedValueOnce(
      invalid({ file: ['custom-artwork.errors.type'] }),
    );
    const refused = answerOf(
      await manageArtworkAction({
        request: multipart('/manage?form=custom-artwork', { intent: 'card-logo' }, { name: 'x.png', bytes }),
        context: stand.context,
        user: USER,
      }),
    );
    expect(refused).toMatchObject({
      status: 422,
      data: { artworkForm: 'card-logo', errors: { file: ['custom-artwork.errors.type'] } },
    });
    const removed = await manageArtworkAction({
      request: formPost('/manage?form=custom-artwork', { intent: 'remove-logo' }),
      context: stand.context,
      user: USER,
    });
    expect(answerOf(removed)).toEqual({ status: 303, location: '/manage?artwork=logo-removed' });
    expect(stand.customArtwork.removeCardLogo).toHaveBeenCalledWith(USER.id);
  });
});

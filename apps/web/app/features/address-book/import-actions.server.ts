import { type ImportCommit, ImportCommitSchema } from '@cardshop/shared/contracts/address-import';
import type { User } from '@cardshop/shared/contracts/auth';
import { IMPORT_MAX_BYTES } from '@cardshop/shared/rules/contact-import';
import { type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { cappedBody } from '../../lib/capped-body.server.ts';
import { formAgain, parseForm, refusedForm } from '../../lib/route-form.ts';
import { ADDRESS_BOOK_URL, importPreviewUrl } from './links.ts';

// Importing contacts without scripts (decision 0029): the file is a multipart form post, read only up to
// the import's limit (a larger body is refused before it is read whole), staged by the service, and the
// preview is a page of its own; its form saves. With scripts the upload goes to the JSON call instead, to
// show its progress, and lands on the same preview page.

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}

/** Room for the multipart framing around the file. */
const FORM_OVERHEAD = 64 * 1024;

const fileError = (reason: string) => formAgain({}, {}, { file: [`address-book.import.error.${reason}`] });

/** `POST /account/addresses/import`: the file uploaded, then its preview. */
export async function uploadAction({ request, context, user }: ActionArgs) {
  const body = await cappedBody(request, IMPORT_MAX_BYTES + FORM_OVERHEAD);
  if (!body) return fileError('too-large');
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body,
    }).formData();
  } catch {
    return fileError('empty');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') return fileError('empty');
  try {
    const preview = await servicesFrom(context).addressImport.upload(
      user.id,
      file.name,
      new Uint8Array(await file.arrayBuffer()),
    );
    return redirect(importPreviewUrl(preview.id), 303);
  } catch (error) {
    return refusedForm(error, {}, {});
  }
}

/** What the preview's form posts, kept to show it again. */
export interface ImportFormValues {
  fix: Record<string, Record<string, string>>;
  skip: string[];
  merge: string[];
  skipInvalid: boolean;
  duplicates: string;
  group: string;
  newGroup: string;
}

const texts = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string');

/** `POST /account/addresses/import/{id}`: the accepted rows saved (all or none), then the address book. */
export async function commitAction({ request, context, user }: ActionArgs, id: string) {
  const form = await request.formData();
  const fix: ImportFormValues['fix'] = {};
  for (const [name, value] of form) {
    const match = /^fix\.(\d{1,5})\.(\w+)$/.exec(name);
    if (match && typeof value === 'string') {
      const index = match[1] as string;
      fix[index] = { ...fix[index], [match[2] as string]: value };
    }
  }
  const values: ImportFormValues = {
    fix,
    skip: texts(form, 'skip'),
    merge: texts(form, 'merge'),
    skipInvalid: form.get('skipInvalid') === 'on',
    duplicates: form.get('duplicates') === 'merge' ? 'merge' : 'skip',
    group: String(form.get('group') ?? ''),
    newGroup: String(form.get('newGroup') ?? ''),
  };
  const mapping = texts(form, 'mapping');
  const parsed = parseForm(ImportCommitSchema, {
    ...values,
    mapping: mapping.length > 0 ? mapping : undefined,
  });
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  let group: string | null;
  try {
    group = (await servicesFrom(context).addressImport.commit(user.id, id, parsed.data as ImportCommit))
      .group;
  } catch (error) {
    return refusedForm(error, values, {});
  }
  return redirect(`${ADDRESS_BOOK_URL}?${group ? `group=${group}&` : ''}done=imported`, 303);
}

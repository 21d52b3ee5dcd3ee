import { IMPORT_MAX_BYTES } from '@cardshop/shared/rules/contact-import';
import { type FormEvent, useId, useState } from 'react';
import { Form, Link } from 'react-router';
import { csrfToken } from '../../lib/api.ts';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Field,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { ADDRESS_BOOK_URL, importPreviewUrl } from './links.ts';

/**
 * /account/addresses/import: choose a file. Without scripts the form posts it to the route's action; with
 * them the file goes to `POST /api/account/addresses/import` by XMLHttpRequest, whose upload progress the
 * bar shows, and the preview page opens when it is read.
 */
export function ImportUploadPage({ answer }: { answer?: FormAnswer<object> }) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const serverError = answer?.errors.file?.[0];
  const shownError = error ?? (serverError ? fieldErrorKey('file', serverError) : undefined);

  async function upload(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!file) return;
    event.preventDefault();
    if (file.size > IMPORT_MAX_BYTES) {
      setError('address-book.import.error.too-large');
      return;
    }
    setError(null);
    setProgress(0);
    const token = await csrfToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/account/addresses/import?fileName=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('x-csrf-token', token);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    xhr.onload = () => {
      let body: { data?: { id?: string; errors?: Record<string, string[]> } } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 200 && body?.data?.id) {
        window.location.assign(importPreviewUrl(body.data.id));
        return;
      }
      setProgress(null);
      const rule = body?.data?.errors?.file?.[0];
      setError(rule ? fieldErrorKey('file', rule) : 'address-book.import.error.not-text');
    };
    xhr.onerror = () => {
      setProgress(null);
      setError('address-book.import.error.network');
    };
    xhr.send(file);
  }

  return (
    <>
      <AccountPageHeader title={t('address-book.import.title')} intro={t('address-book.import.intro')} />
      <Form
        method="post"
        encType="multipart/form-data"
        reloadDocument
        noValidate
        onSubmit={upload}
        className="grid max-w-md gap-5"
      >
        <FormFailures messages={answer?.messages} />
        <Field id={`${id}-file`} label={t('address-book.import.file')} error={shownError}>
          {(props) => (
            <input
              {...props}
              type="file"
              name="file"
              required
              accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
            />
          )}
        </Field>
        {progress !== null ? (
          <div className="grid gap-1">
            <label htmlFor={`${id}-progress`}>{t('address-book.import.uploading')}</label>
            <progress
              id={`${id}-progress`}
              max={1}
              value={progress}
              aria-label={t('address-book.import.progress')}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={progress !== null}>
            {t('address-book.import.upload')}
          </button>
          <Link to={ADDRESS_BOOK_URL} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-book.form.cancel')}
          </Link>
        </div>
      </Form>
    </>
  );
}

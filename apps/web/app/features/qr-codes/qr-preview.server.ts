import { createHash } from 'node:crypto';
import { fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import { QrPreviewQuerySchema } from '@cardshop/shared/contracts/qr-codes';
import type { RouterContextProvider } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { serviceRefusal } from '../../lib/route-form.ts';

// util.qr-code-preview (/qr-preview; decision record 34): the QR code of `?url=` (or `?value=`) in
// `?style=`, drawn by the rule the editor and the print file draw with, as SVG (`format=png` for a PNG).
// The picture depends only on the query, so browsers and caches may keep it for a day; a bad query is a
// 422 with the field errors, as the API answers, and too many from one address a 429.

/** A day: the drawing of a query never changes, save with a new release of the rule. */
const CACHE_CONTROL = 'public, max-age=86400';

function refused(status: number, message: string, data: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ data, state: { messages: [{ type: 'error', message }] } }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export async function qrPreviewResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = QrPreviewQuerySchema.safeParse(query);
  if (!parsed.success) {
    return refused(422, 'global.errors.validation-failed', {
      errors: fieldErrorsFromIssues(parsed.error.issues),
    });
  }
  try {
    const { body, contentType } = await servicesFrom(context).qrCodes.preview(
      parsed.data,
      requestFrom(context).client.ip,
    );
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers = {
      'content-type': contentType,
      'cache-control': CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(typeof body === 'string' ? body : new Uint8Array(body), { headers });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return refused(
      refusal.status,
      refusal.messages[0] ?? 'global.errors.validation-failed',
      refusal.data,
      refusal.headers,
    );
  }
}

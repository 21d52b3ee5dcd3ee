// Reading an upload posted by a route form (a multipart body) without holding more than the limit in
// memory: the address import's and the custom artwork's actions, which work before scripts load.

/** Room for the multipart framing around a file. */
export const FORM_OVERHEAD = 64 * 1024;

/** The request's body, or null when it is larger than `limit` (the stream is cancelled there). */
export async function cappedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The posted multipart form when its body is within `limit` (plus the framing); 'too-large' past it, and
 * 'unreadable' when it is not a form.
 */
export async function cappedForm(
  request: Request,
  limit: number,
): Promise<FormData | 'too-large' | 'unreadable'> {
  const body = await cappedBody(request, limit + FORM_OVERHEAD);
  if (!body) return 'too-large';
  try {
    return await new Request(request.url, {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body,
    }).formData();
  } catch {
    return 'unreadable';
  }
}

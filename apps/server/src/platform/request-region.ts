import type { FastifyRequest } from 'fastify';

export const REGION_COOKIE = 'region';

/** The region a request asks for: `?region=` first, then the remembered cookie; undefined for the default. */
export function requestedRegion(request: {
  query?: unknown;
  headers: FastifyRequest['headers'];
}): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.region === 'string' ? query.region : undefined;
  return fromQuery ?? readCookie(request.headers.cookie, REGION_COOKIE);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

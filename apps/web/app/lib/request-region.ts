/** The region a page request asks for: `?region=` first, then the remembered cookie. */
export function requestedRegion(request: Request): string | undefined {
  const fromQuery = new URL(request.url).searchParams.get('region');
  if (fromQuery) return fromQuery;
  const cookie = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)region=([^;]+)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

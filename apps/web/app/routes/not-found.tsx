import { data } from 'react-router';
import { privatePageMeta } from '../features/account/account-meta.ts';
import { NotFoundPage } from '../features/shell/not-found-page.tsx';
import type { Route } from './+types/not-found';

// A path that names no page, though pages sit there or once did (an account page not built yet, custom
// artwork): a 404 with the not-found page, where the content finder would send it to the homepage. The
// route shows the error itself, so the page keeps its surroundings (the account navigation) and a title.
export function loader(): never {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'global.not-found.title');
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

import { data } from 'react-router';

// A path that names no page, though pages sit there or once did (an account page not built yet, custom
// artwork): a 404 with the app's not-found page (the root's error boundary), where the content finder
// would send it to the homepage.
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

import { data } from 'react-router';

// A path that names no page, though it sits where pages are (an account page not built yet): a 404 with
// the app's not-found page (the root's error boundary). The content finder would send it to the homepage.
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

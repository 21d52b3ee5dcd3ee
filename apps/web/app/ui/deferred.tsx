import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';

/**
 * A part of a page whose data its loader deferred: the page streams without waiting for it, and the part
 * renders when its data arrives (in the same response). A part whose data failed is left out rather than
 * taking the page down with it.
 */
export function Deferred<T>({
  resolve,
  fallback = null,
  children,
}: {
  resolve: Promise<T>;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={null}>
        {children}
      </Await>
    </Suspense>
  );
}

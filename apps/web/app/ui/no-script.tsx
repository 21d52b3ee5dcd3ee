import type { ReactNode } from 'react';

/**
 * What readers without JavaScript get (the pages' `<noscript>` blocks of elements go through here): the
 * server renders `children` inside `<noscript>`. In the browser the element stays as the server sent it
 * (with scripts on, its content is inert text) and its children are never built: Preact, unlike React,
 * would otherwise create them as elements while hydrating.
 */
export function NoScript({ className, children }: { className?: string; children: ReactNode }) {
  if (import.meta.env.SSR) return <noscript className={className}>{children}</noscript>;
  return (
    <noscript
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose; hydration keeps the server's content.
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}

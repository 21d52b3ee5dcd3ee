/** The frame of a sign-in page: a narrow column with the heading, an introduction and the content. */
export function AuthPage({
  heading,
  intro,
  children,
}: {
  /** Translated heading. */
  heading: string;
  /** Translated introduction. */
  intro?: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl leading-tight sm:text-4xl">{heading}</h1>
      {intro ? <p className="mt-3 text-ink-soft">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** A short message in the page: a success, a problem, or what happens next. */
export function AuthNotice({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info';
  children: React.ReactNode;
}) {
  const tones = {
    success: 'border-success/30 bg-success/10 text-success',
    error: 'border-danger/30 bg-danger/5 text-danger',
    info: 'border-line bg-sand text-ink',
  } as const;
  return <div className={`rounded-lg border px-4 py-3 text-sm font-medium ${tones[tone]}`}>{children}</div>;
}

/** A link styled as the page's main button (after a form is done: continue, log in). */
export const AUTH_BUTTON_LINK =
  'inline-flex h-12 w-full items-center justify-center rounded-lg bg-accent px-6 text-base font-semibold text-paper no-underline hover:bg-accent-dark hover:no-underline';

/** The line under a form that offers the other way in ('New here? Create an account'). */
export function AuthAlternative({ children }: { children: React.ReactNode }) {
  return <p className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-soft">{children}</p>;
}

/** The shop's wordmark: a small folded-card mark and the brand name set in the display face. */
export function BrandLogo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  const light = tone === 'light';
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        viewBox="0 0 32 32"
        width="30"
        height="30"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect x="2" y="5" width="28" height="22" rx="4" fill={light ? '#fffdf8' : '#a63d26'} />
        <path
          d="M4 8.5 16 15.5 28 8.5"
          fill="none"
          stroke={light ? '#a63d26' : '#fffdf8'}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M16 24.2c-2.3-1.4-3.6-2.7-3.6-4a1.7 1.7 0 0 1 3.6-.8 1.7 1.7 0 0 1 3.6.8c0 1.3-1.3 2.6-3.6 4z"
          fill={light ? '#a63d26' : '#fffdf8'}
        />
      </svg>
      <span
        className={`font-display text-[1.55rem] leading-none font-semibold tracking-tight ${light ? 'text-paper' : 'text-ink'}`}
      >
        {name}
      </span>
    </span>
  );
}

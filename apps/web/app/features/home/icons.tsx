// Inline SVG illustrations of the homepage: no image requests, they scale crisply and take the text colour.
// All are decorative (the text beside them says the same), so they are hidden from assistive technology.

type IconProps = { className?: string };

function Illustration({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

// The soft tint behind each drawing: the stroke colour at low opacity.
const TINT = { fill: 'currentColor', fillOpacity: 0.14 } as const;
const PAPER = { fill: '#fffdf8' } as const;

export function ChooseIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <rect x="10" y="14" width="26" height="36" rx="3" transform="rotate(-12 23 32)" {...TINT} />
      <rect x="26" y="12" width="28" height="38" rx="3" {...PAPER} />
      <path d="M40 39c-6-3.8-9-7-9-10.2a4 4 0 0 1 9-2.3 4 4 0 0 1 9 2.3c0 3.2-3 6.4-9 10.2z" {...TINT} />
      <path d="M26 56h28" />
    </Illustration>
  );
}

export function WriteIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <rect x="8" y="14" width="36" height="42" rx="3" {...PAPER} />
      <path d="M15 27c2.5-3.5 4.5 3 7 0s4.5 3 7 0 4 2.5 6 .5" />
      <path d="M15 36h20M15 44h13" />
      <path d="M49 9l7 7-19 19-9 2 2-9z" {...TINT} />
      <path d="M45 13l7 7" />
    </Illustration>
  );
}

export function SendIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <rect x="18" y="18" width="40" height="30" rx="3" {...PAPER} />
      <path d="M18 21l20 14 20-14" />
      <rect x="47" y="23" width="7" height="8" rx="1" {...TINT} />
      <path d="M4 26h8M2 34h10M6 42h6" />
    </Illustration>
  );
}

export function LeafIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <path d="M14 50C12 30 24 13 52 12c1 26-13 40-38 38z" {...TINT} />
      <path d="M14 50L40 24M26 38h10M30 34v-9" />
    </Illustration>
  );
}

export function CalendarIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <rect x="10" y="14" width="44" height="40" rx="4" {...PAPER} />
      <path d="M10 16a2 2 0 0 1 2-2h40a2 2 0 0 1 2 2v10H10z" {...TINT} />
      <path d="M10 26h44M22 9v9M42 9v9" />
      <path d="M25 40l5 5 10-11" />
    </Illustration>
  );
}

export function ArtIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <path
        d="M32 9C17 9 8 19 8 31s9 22 21 22c4 0 5.5-3 3.5-6s0-7 4.5-7h7c6 0 12-4.5 12-12C56 18 46 9 32 9z"
        {...TINT}
      />
      <circle cx="20" cy="29" r="3.5" {...PAPER} />
      <circle cx="27" cy="19" r="3.5" {...PAPER} />
      <circle cx="39" cy="18" r="3.5" {...PAPER} />
      <circle cx="47" cy="27" r="3.5" {...PAPER} />
    </Illustration>
  );
}

export function CakeIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <rect x="12" y="32" width="40" height="20" rx="3" {...PAPER} />
      <path d="M12 39c4 3.5 9 3.5 13.3 0s9-3.5 13.3 0 9 3.5 13.4 0" {...TINT} />
      <path d="M22 32v-8M32 32v-10M42 32v-8" />
      <path d="M22 18.5c-1.6-1.8 0-4 0-4s1.6 2.2 0 4zM32 16.5c-1.6-1.8 0-4 0-4s1.6 2.2 0 4zM42 18.5c-1.6-1.8 0-4 0-4s1.6 2.2 0 4z" />
      <path d="M8 52h48" />
    </Illustration>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <path d="M32 52C18 43 10 35 10 25a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 10-8 18-22 27z" {...TINT} />
      <path d="M20 24a5 5 0 0 1 5-5" />
    </Illustration>
  );
}

export function ConfettiIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <path d="M10 54l10-30 20 20z" {...TINT} />
      <path d="M16 42l6 6M19 33l12 12" />
      <path d="M34 20c2-5 7-6 9-11M44 30c5-2 9 0 12-3M30 12v.01M52 18v.01M50 40v.01M40 8v.01" />
    </Illustration>
  );
}

export function RattleIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <circle cx="26" cy="26" r="15" {...TINT} />
      <path d="M37 37l12 12" />
      <circle cx="52" cy="52" r="4" {...PAPER} />
      <path d="M19 22v.01M26 18v.01M33 24v.01M23 31v.01M30 32v.01" strokeWidth={3.5} />
    </Illustration>
  );
}

export function CardsIcon({ className }: IconProps) {
  return (
    <Illustration className={className}>
      <rect x="8" y="16" width="20" height="28" rx="2.5" transform="rotate(-10 18 30)" {...TINT} />
      <rect x="22" y="14" width="20" height="28" rx="2.5" {...PAPER} />
      <rect x="36" y="16" width="20" height="28" rx="2.5" transform="rotate(10 46 30)" {...TINT} />
      <path d="M24 54h16m-5-5l5 5-5 5" />
    </Illustration>
  );
}

// Small interface glyphs (24 px grid).

function Glyph({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function ChevronLeft({ className }: IconProps) {
  return (
    <Glyph className={className}>
      <path d="M15 5l-7 7 7 7" />
    </Glyph>
  );
}

export function ChevronRight({ className }: IconProps) {
  return (
    <Glyph className={className}>
      <path d="M9 5l7 7-7 7" />
    </Glyph>
  );
}

export function ArrowRight({ className }: IconProps) {
  return (
    <Glyph className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Glyph>
  );
}

export function PauseGlyph({ className }: IconProps) {
  return (
    <Glyph className={className}>
      <path d="M9 6v12M15 6v12" />
    </Glyph>
  );
}

export function PlayGlyph({ className }: IconProps) {
  return (
    <Glyph className={className}>
      <path d="M8 5.5v13l10-6.5z" fill="currentColor" />
    </Glyph>
  );
}

// One star on a 24 px grid, in relative moves only, so it can be repeated by changing its first point.
const STAR = 'l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4-5.7-3.1-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

function starsPath(from: number, to: number): string {
  let d = '';
  for (let index = from; index < to; index += 1) d += `M${12 + index * 24} 2.8${STAR}`;
  return d;
}

/** A row of `max` stars with the first `filled` solid, as one small SVG (the reviews show six of them). */
export function StarRow({
  filled,
  max,
  label,
  className,
}: IconProps & { filled: number; max: number; label: string }) {
  return (
    <svg viewBox={`0 0 ${max * 24} 24`} role="img" aria-label={label} className={className}>
      {filled > 0 ? <path d={starsPath(0, filled)} fill="currentColor" /> : null}
      {filled < max ? (
        <path
          d={starsPath(filled, max)}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}

// Media queries of the spec's breakpoints (constants.ts), so every `matchMedia` and `<source media>`
// reads the one number: a layout "under 480" is `(max-width: 479px)`, its counterpart `(min-width: 480px)`.

/** The viewport narrower than `width` px (the spec's "under {width}"). */
export const belowWidth = (width: number): string => `(max-width: ${width - 1}px)`;

/** The viewport `width` px wide or wider. */
export const fromWidth = (width: number): string => `(min-width: ${width}px)`;

// The compose panel's shared looks: buttons, choices and fieldset legends.

const BUTTON =
  'inline-flex min-h-12 cursor-pointer items-center justify-center rounded-full px-5 py-3 text-center font-medium no-underline transition-colors hover:no-underline disabled:cursor-not-allowed disabled:opacity-60';
export const PRIMARY = `${BUTTON} w-full bg-accent text-white shadow-sm hover:bg-accent-dark disabled:hover:bg-accent`;
export const SECONDARY = `${BUTTON} border border-ink/25 bg-paper text-ink hover:border-ink hover:bg-sand`;
export const CHOICE =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-4 py-3 has-[:checked]:border-accent';
export const LEGEND = 'mb-3 font-display text-xl text-ink';

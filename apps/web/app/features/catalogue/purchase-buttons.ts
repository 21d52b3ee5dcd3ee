// The purchase buttons' looks, shared by the card page and the purchase-options dialog; a module of its
// own so the card page does not pull the dialog's code in with them.
export const BUTTON_PRIMARY =
  'inline-flex min-h-12 cursor-pointer items-center justify-center rounded-full bg-accent px-4 py-3 sm:px-6 text-center font-medium text-white no-underline shadow-sm transition-colors hover:bg-accent-dark hover:no-underline';
export const BUTTON_SECONDARY =
  'inline-flex min-h-12 cursor-pointer items-center justify-center rounded-full border border-ink/25 bg-paper px-4 py-3 sm:px-6 text-center font-medium text-ink no-underline transition-colors hover:border-ink hover:bg-sand hover:no-underline';

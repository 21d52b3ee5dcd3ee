/** The round icon buttons of the header (search, account, cart). */
export const HEADER_ICON_BUTTON =
  'relative flex size-10 items-center justify-center rounded-full text-ink no-underline hover:bg-sand hover:text-accent-dark hover:no-underline';

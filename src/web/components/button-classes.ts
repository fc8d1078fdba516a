/** The shop's button looks, shared by buttons and links that act as buttons. */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass = `${base} bg-navy text-cream hover:bg-navy-soft`;

export const secondaryButtonClass = `${base} border border-navy text-navy hover:bg-sand`;

/** Text links inside forms and notes: underlined so they read as links without colour. */
export const inlineLinkClass =
  'font-medium text-navy underline decoration-gold underline-offset-4 hover:text-gold-deep';

/** Round 44px icon buttons of the top bar (menu, search, account). */
export const iconButtonClass =
  'grid size-11 place-items-center rounded-full text-navy transition-colors hover:bg-sand';

/** A change that cannot be undone (delete, cancel an order): the danger look. */
export const dangerButtonClass = `${base} bg-danger text-white hover:bg-danger/90`;

/**
 * Tag of tests that only make sense on the phone-sized project (touch, the slide-out menu, the
 * messages checked once on the screen most shoppers use); the desktop project leaves them out,
 * so no test is reported as skipped.
 */
export const PHONE_ONLY = '@phone-only';

/** Tag of tests about wide screens (the desktop project); the phone project leaves them out. */
export const DESKTOP_ONLY = '@desktop-only';

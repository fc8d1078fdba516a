import type { Collection } from '#shared/constants.js';

/** The line under each collection's title: what sets it apart, in a shopper's words. */
export const COLLECTION_INTROS: Record<Collection, string> = {
  '8etterSleep':
    'Our own signature line, home of the 8etterCare mattresses: honest materials and support tuned for the way Singapore sleeps.',
  Hotel: 'The deep, pillow-soft comfort of a good hotel bed, made for every night at home.',
  Spinal:
    'Firmer, zoned support that keeps the spine in line, for back sleepers and anyone who wakes up stiff.',
  Prestige:
    'Our most generous builds, with natural latex and hand-finished covers, for a bed you look forward to.',
  Resort: 'Breathable, cooling comfort with a holiday feel, made for warm and humid nights.',
  Accessories:
    'Pillows, bolsters, toppers, protectors and sheets to finish the bed and keep it fresh.',
};

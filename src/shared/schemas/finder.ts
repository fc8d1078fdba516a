import { z } from 'zod';
import { SIZE_NAMES, type SizeName } from '../constants.js';
import { oneLine } from './common.js';
import { productImageSchema } from './product.js';

/*
 * The mattress finder (issue 26): a few questions whose answers, kept in the page's address, the
 * server scores the catalogue's mattresses against. Each answer is a word of a short list, so
 * every finder page is one of a bounded number of addresses (the rendered pages are kept).
 */

export const SLEEP_POSITIONS = ['side', 'back', 'front'] as const;
export type SleepPosition = (typeof SLEEP_POSITIONS)[number];

export const BODY_BUILDS = ['slim', 'average', 'heavy'] as const;
export type BodyBuild = (typeof BODY_BUILDS)[number];

/** The feel the shopper likes; `unsure` leaves it to the other answers. */
export const FEELS = ['soft', 'medium', 'firm', 'unsure'] as const;
export type Feel = (typeof FEELS)[number];

export const PAINS = ['none', 'back', 'joints'] as const;
export type Pain = (typeof PAINS)[number];

/** The most a shopper will spend, in dollars, for the size asked (or the cheapest size). */
export const FINDER_BUDGETS = [1000, 1500, 2000, 3000, 5000] as const;

/** How many picks the finder gives. */
export const FINDER_PICKS = 3;

const choice = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}.` });

const positionsMessage = `positions must be one or more of ${SLEEP_POSITIONS.join(', ')}, separated by commas.`;

const wordsOf = (text: string) => text.split(',').filter((word) => word !== '');
const isPosition = (word: string): word is SleepPosition =>
  (SLEEP_POSITIONS as readonly string[]).includes(word);

/**
 * `side,back`: each position once, in the order of SLEEP_POSITIONS whatever the order typed. Read
 * as one line of text, so every problem with it is the field's own.
 */
const positions = oneLine(z.string({ error: 'Choose how you sleep.' }))
  .refine((text) => wordsOf(text).length > 0, 'Choose how you sleep.')
  .refine((text) => wordsOf(text).every(isPosition), positionsMessage)
  .transform((text) => SLEEP_POSITIONS.filter((position) => wordsOf(text).includes(position)));

export const finderAnswersSchema = z.object({
  positions,
  build: choice('build', BODY_BUILDS),
  feel: choice('feel', FEELS),
  pain: choice('pain', PAINS).default('none'),
  /** `1` when the shopper sleeps hot. */
  hot: z.enum(['0', '1'], { error: 'hot must be 0 or 1.' }).default('0'),
  budget: z.coerce
    .number({ error: `budget must be one of ${FINDER_BUDGETS.join(', ')}.` })
    .refine((value) => (FINDER_BUDGETS as readonly number[]).includes(value), {
      message: `budget must be one of ${FINDER_BUDGETS.join(', ')}.`,
    })
    .optional(),
  size: choice('size', SIZE_NAMES).optional(),
});
export type FinderAnswers = z.infer<typeof finderAnswersSchema>;
/** The answers as a query string carries them. */
export type FinderQuery = {
  positions: string;
  build: BodyBuild;
  feel: Feel;
  pain: Pain;
  hot: '0' | '1';
  budget?: string | undefined;
  size?: SizeName | undefined;
};

export const finderPickSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  firmness: z.number(),
  /** Dollars: the price of the size asked, or the cheapest size's. */
  price: z.number(),
  /** The size the price is for, when one was asked. */
  sizeName: z.enum(SIZE_NAMES).nullable(),
  mainImage: productImageSchema.nullable(),
  /** 0 to 100: how well the mattress fits the answers. */
  score: z.number().int(),
  /** Why it is picked, most telling first ("Firm support for back sleepers"). */
  reasons: z.array(z.string()),
});
export type FinderPick = z.infer<typeof finderPickSchema>;

export const finderResultSchema = z.object({
  picks: z.array(finderPickSchema),
  /** How many mattresses fitted the size and budget before ranking. */
  considered: z.number().int(),
});
export type FinderResult = z.infer<typeof finderResultSchema>;

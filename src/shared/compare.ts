/*
 * Comparing mattresses (issue 26): the rules the page, the picks and the API share, without zod,
 * so the picks' tray in every page's first code stays small.
 */
/** The most mattresses compared side by side. */
export const COMPARE_MAX = 3;

export const COMPARE_MESSAGES = {
  ids: `ids must be 1 to ${COMPARE_MAX} product ids (whole numbers), separated by commas.`,
  full: `You can compare up to ${COMPARE_MAX} mattresses. Remove one to add another.`,
} as const;

const ID_MAX = 2_147_483_647;

const isId = (word: string) => /^[1-9]\d{0,9}$/.test(word) && Number(word) <= ID_MAX;

/** "3,7,9" as ids in the order given, each once; undefined when it is not such a list. */
export function parseCompareIds(text: string): number[] | undefined {
  const words = text.split(',');
  if (!words.every(isId)) return undefined;
  const ids = [...new Set(words.map(Number))];
  return ids.length <= COMPARE_MAX ? ids : undefined;
}

/** What can be read of a hand-typed list: its ids, each once, the first COMPARE_MAX of them. */
export function readableCompareIds(text: string): number[] {
  return [...new Set(text.split(',').filter(isId).map(Number))].slice(0, COMPARE_MAX);
}

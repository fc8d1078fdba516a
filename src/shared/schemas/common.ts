import { z } from 'zod';

/**
 * No line break, tab or other control character (C0, DEL, C1), nor Unicode's own line and
 * paragraph separators: in a field of one line they could only add lines of their own to a mail,
 * an invoice, a CSV or a log (a fake "View order" link under the buyer's name).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
export const ONE_LINE_MESSAGE =
  'Please keep this to one line: line breaks, tabs and other control characters cannot be used here.';

/**
 * THE rule of every single-line text field of every form and call: put after `.trim()`, so the
 * ends are tidied first and only what is inside is judged. Multi-line fields (a product's
 * description, a feature's paragraphs) and passwords, which are never shown, do without it.
 */
export const oneLine = (schema: z.ZodString): z.ZodString =>
  schema.regex(ONE_LINE, ONE_LINE_MESSAGE);

/** Optional single-line text: trimmed, and empty or missing becomes null, as the forms send it. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    oneLine(z.string().trim()).max(max, tooLong).nullable().optional().default(null),
  );

/** `:id` in a path: a positive integer that fits a PostgreSQL serial. */
export const idParamsSchema = (thing: string) =>
  z.object({
    id: z.coerce
      .number({ error: `${thing} id must be a number.` })
      .int(`${thing} id must be a whole number.`)
      .positive(`${thing} id must be positive.`)
      .max(2_147_483_647, `${thing} id is too large.`),
  });

import type { Executor } from '#server/db/client.js';
import type { NewsletterSubscriberRow } from '#server/db/schema/index.js';
import { CSV_BOM, csvLine } from '#shared/csv.js';
import { confirmedSubscribers } from './repository.js';

const HEADER = ['E-mail', 'Consent wording', 'Given in', 'Asked at (UTC)', 'Confirmed at (UTC)'];

const iso = (time: Date | null) => time?.toISOString() ?? null;

function subscriberLine(row: NewsletterSubscriberRow): string {
  return csvLine([row.email, row.consentText, row.source, iso(row.askedAt), iso(row.confirmedAt)]);
}

/** The confirmed subscribers with their consent records: what a mailing may go to, and why. */
export async function subscribersCsv(db: Executor): Promise<string> {
  const rows = await confirmedSubscribers(db);
  return CSV_BOM + csvLine(HEADER) + rows.map(subscriberLine).join('');
}

export function subscribersCsvFileName(now: Date): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

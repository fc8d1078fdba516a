import { shopInfo } from '#shared/shop-info.js';
import { type MailLayout, webUrl } from './layout.js';

const contactLine = `${shopInfo.contactPhone} · ${shopInfo.contactEmail}`;

/** The plain-text body: the layout's blocks one after another, each link after its label. */
export function mailText(layout: MailLayout): string {
  const details = layout.details?.length
    ? [layout.details.map(({ label, value }) => `${label}: ${value}`).join('\n')]
    : [];
  const amounts = [...(layout.lines ?? []), ...(layout.totals ?? [])];
  const table = amounts.length
    ? [amounts.map(({ label, amount }) => `${label}: ${amount}`).join('\n')]
    : [];
  const actions = [layout.action, layout.secondaryAction]
    .filter((action) => action !== undefined)
    .map(({ label, url }) => `${label}:\n${webUrl(url)}`);
  return [
    layout.heading,
    ...layout.paragraphs,
    ...details,
    ...table,
    ...actions,
    ...(layout.closing ?? []),
    `--\n${layout.footer}`,
    ...(layout.unsubscribe ? [`Unsubscribe:\n${webUrl(layout.unsubscribe.pageUrl)}`] : []),
    `${shopInfo.name} · ${shopInfo.tagline}\n${contactLine}`,
  ].join('\n\n');
}

import type { MailContent } from '#server/modules/mail/index.js';
import { formatCents } from '#shared/money.js';
import type { Claim } from '#shared/schemas/warranty.js';
import { shopInfo } from '#shared/shop-info.js';
import { CLAIM_STATE_LABELS } from '#shared/warranty-claims.js';
import { faultText } from '#shared/warranty-cost.js';

const contact = `${shopInfo.contactPhone} or ${shopInfo.contactEmail}`;
const FOOTER = `You get this mail because you made a warranty claim at the ${shopInfo.name} shop.`;

const SAYS: Record<Claim['state'], (claim: Claim) => string> = {
  new: () => 'We have received your warranty claim and will contact you about the inspection.',
  inspection_booked: (claim) =>
    `Your inspection is booked for ${claim.inspectionSlot}. Please make sure someone is home.`,
  approved: () =>
    'Your warranty claim is approved. We will contact you to arrange the repair or replacement.',
  declined: (claim) =>
    `We are sorry: your warranty claim is declined. ${claim.declineReason ?? ''}`.trim(),
  resolved: () => 'Your warranty claim is resolved. Sleep well!',
};

/** The figure kept at filing; a declined claim costs nothing, as nothing is done. */
function costLine(claim: Claim): string {
  if (claim.state === 'declined') return 'Nothing: the claim is declined';
  return claim.cost.totalCents === null
    ? 'Not applicable: not covered'
    : formatCents(claim.cost.totalCents);
}

/** The mail telling the customer where their claim stands, with the figures kept at filing. */
export function claimStateMail(claim: Claim, trackingUrl: string): MailContent {
  const state = CLAIM_STATE_LABELS[claim.state];
  const first = SAYS[claim.state](claim);
  return {
    subject: `Your ${shopInfo.name} warranty claim #${claim.id}: ${state.toLowerCase()}`,
    layout: {
      preview: first,
      heading: `Warranty claim #${claim.id}: ${state}`,
      paragraphs: [first, `Questions? Call or write to us: ${contact}.`],
      details: [
        { label: 'Order', value: `#${claim.orderId}` },
        { label: 'Mattress', value: claim.itemTitle },
        { label: 'Fault', value: faultText({ kind: claim.fault, ...claim }) },
        { label: 'Inspection', value: claim.inspectionSlot },
        { label: 'Your cost', value: costLine(claim) },
      ],
      action: { label: 'View order & claim', url: trackingUrl },
      footer: FOOTER,
    },
  };
}

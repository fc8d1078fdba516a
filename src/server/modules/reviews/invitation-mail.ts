import type { MailContent } from '#server/modules/mail/index.js';
import { shopInfo } from '#shared/shop-info.js';

/** The one mail asking an order's buyer to review what they bought (decision 0073). */
export function reviewInvitationMail(productNames: string[], reviewUrl: string): MailContent {
  const first = `How are you sleeping? Tell other shoppers what you think of ${productNames.join(', ')}.`;
  return {
    subject: `How do you sleep on your ${shopInfo.name} order?`,
    layout: {
      preview: first,
      heading: 'Review what you bought',
      paragraphs: [
        first,
        'Give it stars, a few words and how you sleep. Our team reads every review before it is shown, marked as a verified purchase.',
      ],
      action: { label: 'Write a review', url: reviewUrl },
      footer: `You get this mail once, because you ordered from ${shopInfo.name}. We do not send it again.`,
    },
  };
}

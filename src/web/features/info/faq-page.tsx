import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatSgd } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import {
  CANCELLATION_FEE,
  DELIVERY,
  formatFee,
  INSPECTION,
  REDELIVERY_FEE,
  WARRANTY,
} from '#shared/service-facts.js';
import { shopInfo } from '#shared/shop-info.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { ChevronDownIcon } from '#web/components/icons.tsx';
import { InfoPage } from './components/info-page';
import { MovingAnswer } from './components/moving-answer';

interface Faq {
  question: string;
  answer: ReactNode;
}

const FAQS: Faq[] = [
  {
    question: 'How long does delivery take?',
    answer: `Delivery takes ${DELIVERY.leadTime}. We confirm your delivery slot one day ahead.`,
  },
  {
    question: 'Can I return my mattress?',
    answer:
      'Once a mattress is unboxed, we accept returns only for manufacturing defects. For hygiene reasons we cannot take back a mattress that has been slept on because of a change of mind, so do come and try it in a showroom first.',
  },
  {
    question: 'When do you deliver?',
    answer: `${DELIVERY.days}, ${DELIVERY.hours}, in one of three windows: ${DELIVERY.windows.join(', ')}. There are no deliveries on Sundays and public holidays.`,
  },
  {
    question: 'Is delivery free?',
    answer: (
      <>
        Standard delivery anywhere in Singapore is free. Extra services, such as shifting or urgent
        same-day delivery, are charged; see{' '}
        <Link to={pagePaths.delivery} className={inlineLinkClass}>
          Delivery &amp; Services
        </Link>{' '}
        for every fee.
      </>
    ),
  },
  {
    question: 'What if I need to change my delivery date?',
    answer: `Let us know as early as you can. A cancellation or postponement costs ${formatFee(CANCELLATION_FEE, 'information')}, and a redelivery costs ${formatFee(REDELIVERY_FEE, 'information')}.`,
  },
  {
    question: 'Can you move a mattress I already have?',
    answer: <MovingAnswer />,
  },
  {
    question: 'What does the warranty cover?',
    answer: (
      <>
        Every mattress has a {WARRANTY.years}-year limited warranty. In years{' '}
        {WARRANTY.freeRepairYears} we repair or replace it free (transport excluded); in years{' '}
        {WARRANTY.sharedCostYears} you pay years owned × 1/12 × list price, plus transport.{' '}
        <Link to={pagePaths.warranty} className={inlineLinkClass}>
          Read the full warranty
        </Link>
        .
      </>
    ),
  },
  {
    question: 'My mattress has a dip. Is that a defect?',
    answer: `Body impressions of ${WARRANTY.bodyImpressionMm} mm or less are the normal settling of comfort layers and are not covered. If yours is deeper, we can inspect it: free in years ${INSPECTION.freeYears}, ${formatSgd(INSPECTION.fee)} from year ${INSPECTION.feeFromYear}.`,
  },
  {
    question: 'Can I try a mattress before I buy?',
    answer: (
      <>
        Please do. Both our showrooms are open daily:{' '}
        {shopInfo.stores.map((store) => store.name).join(' and ')}.{' '}
        <Link to={pagePaths.contact} className={inlineLinkClass}>
          Find a showroom
        </Link>
        .
      </>
    ),
  },
];

/** Questions as disclosure widgets: a shopper scans the questions and opens the one they need. */
export function FaqPage() {
  return (
    <InfoPage
      id="faq-title"
      pageTitle="FAQ"
      eyebrow="Help"
      title="Frequently Asked Questions"
      intro="Quick answers about delivery, returns and the warranty. Can't find yours? Call or message us."
    >
      <ul className="divide-y divide-sand rounded-2xl bg-white ring-1 ring-sand">
        {FAQS.map(({ question, answer }) => (
          <li key={question}>
            <details className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-serif text-lg text-navy sm:px-6 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDownIcon className="size-5 shrink-0 text-gold-deep transition-transform group-open:rotate-180 motion-reduce:transition-none" />
              </summary>
              <div className="px-5 pb-5 leading-relaxed text-ink/85 sm:px-6">{answer}</div>
            </details>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}

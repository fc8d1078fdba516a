import { Link } from 'react-router';
import { centsToDollars, dollarsToCents, formatSgd } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import { INSPECTION, WARRANTY } from '#shared/service-facts.js';
import { shareCents } from '#shared/warranty-cost.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { InfoPage } from './components/info-page';
import { InfoSection } from './components/info-section';

/** A worked example makes the pro-rated formula concrete; the numbers are illustrative only. */
const EXAMPLE = { yearsOwned: 4, listPrice: 1800 };

const cardClass = 'rounded-2xl bg-white p-6 ring-1 ring-sand sm:p-8';
const periodClass = 'text-xs font-semibold uppercase tracking-[0.18em] text-gold-deep';

export function WarrantyPage() {
  // The claims' own function (decision 0060), so the example and a real claim agree.
  const exampleShare = formatSgd(
    centsToDollars(shareCents(EXAMPLE.yearsOwned, dollarsToCents(EXAMPLE.listPrice))),
  );

  return (
    <InfoPage
      id="warranty-title"
      pageTitle="Warranty"
      eyebrow="Warranty"
      title={`${WARRANTY.years}-Year Limited Warranty`}
      intro={`Every 8etterSleep mattress comes with a ${WARRANTY.years}-year limited warranty against manufacturing defects. Here is exactly what it covers.`}
    >
      <InfoSection title="How the cover works">
        <ol className="grid gap-4 sm:grid-cols-2">
          <li className={cardClass}>
            <p className={periodClass}>Years {WARRANTY.freeRepairYears}</p>
            <h3 className="mt-2 text-xl text-navy">Repair or replace, free</h3>
            <p className="mt-3">
              We repair or replace a defective mattress free of charge. Transport is excluded.
            </p>
          </li>
          <li className={cardClass}>
            <p className={periodClass}>Years {WARRANTY.sharedCostYears}</p>
            <h3 className="mt-2 text-xl text-navy">A fair share of the cost</h3>
            <p className="mt-3">
              We repair or replace it, and you pay a share that grows with age:
            </p>
            <p className="mt-3 rounded-xl bg-cream px-4 py-3 font-medium text-navy">
              Your cost = years owned × 1/12 × list price + transport
            </p>
          </li>
        </ol>
        <p className="text-sm text-muted">
          For example, for a mattress with a list price of {formatSgd(EXAMPLE.listPrice)} owned for{' '}
          {EXAMPLE.yearsOwned} years: {EXAMPLE.yearsOwned} × 1/12 × {formatSgd(EXAMPLE.listPrice)} ={' '}
          {exampleShare}, plus transport.
        </p>
      </InfoSection>

      <InfoSection title="What is not covered">
        <ul className="list-disc space-y-2 pl-5 marker:text-gold">
          <li>
            Body impressions of {WARRANTY.bodyImpressionMm} mm or less. Comfort layers settle a
            little as they shape to you; that is normal, not a defect.
          </li>
          <li>Size variance of ±{WARRANTY.sizeVarianceCm} cm.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Making a claim">
        <p>
          Open your order in My Orders, or from the tracking link in your delivery mail, and choose
          Make a Warranty Claim: say what is wrong, add a few photos and pick an inspection slot. We
          show what the claim costs before you send it. We inspect {INSPECTION.days},{' '}
          {INSPECTION.hours}: free in years {INSPECTION.freeYears}, and {formatSgd(INSPECTION.fee)}{' '}
          from year {INSPECTION.feeFromYear}.
        </p>
        <p>
          Questions first?{' '}
          <Link to={pagePaths.faq} className={inlineLinkClass}>
            Read the FAQ
          </Link>{' '}
          or{' '}
          <Link to={pagePaths.contact} className={inlineLinkClass}>
            contact us
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}

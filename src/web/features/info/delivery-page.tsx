import { Link } from 'react-router';
import { formatSgd } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import {
  CANCELLATION_FEE,
  DELIVERY,
  FREE_CHANGE_DAYS_BEFORE,
  formatFee,
  INSPECTION,
  SERVICE_FEES,
} from '#shared/service-facts.js';
import { useDeliveryServices } from '#web/api/get-delivery-services.ts';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { FeeTable } from './components/fee-table';
import { InfoPage } from './components/info-page';
import { InfoSection } from './components/info-section';
import { type ServicesState, serviceFeeRows } from './lib/service-fees';

/**
 * Services: delivery times, the fees of special services and inspections (spec section 9). The
 * delivery services' prices are the shop's data, rendered by the server as they are now.
 */
export function DeliveryPage() {
  const services = useDeliveryServices();
  const servicesState: ServicesState = services.data
    ? { services: services.data }
    : { note: services.isError ? 'Ask us for the price' : 'Loading…' };
  return (
    <InfoPage
      id="delivery-title"
      pageTitle="Delivery & Services"
      eyebrow="Services"
      title="Delivery & Services"
      intro="Free delivery to your door anywhere in Singapore. Here is when we come, and what the extra services cost."
    >
      <InfoSection title="When we deliver">
        <p>
          We deliver <strong className="text-navy">{DELIVERY.days}</strong>, between{' '}
          <strong className="text-navy">{DELIVERY.hours}</strong>. Choose one of three windows:
        </p>
        <ul className="flex flex-wrap gap-2" aria-label="Delivery windows">
          {DELIVERY.windows.map((window) => (
            <li
              key={window}
              className="rounded-full bg-white px-4 py-2 font-medium text-navy ring-1 ring-sand-deep"
            >
              {window}
            </li>
          ))}
        </ul>
        <p>There are no deliveries on Sundays and public holidays.</p>
        <p>Delivery takes {DELIVERY.leadTime}, and we confirm your slot one day ahead.</p>
        <p>
          Need another day? Move your delivery yourself from your order page, free of charge until{' '}
          {FREE_CHANGE_DAYS_BEFORE} days before it. Later, a postponement or cancellation costs{' '}
          {formatFee(CANCELLATION_FEE, 'information')}.
        </p>
      </InfoSection>

      <InfoSection title="Service fees">
        <p>Standard delivery is free. These services and changes are charged:</p>
        <FeeTable
          caption="Service fees in Singapore dollars"
          itemLabel="Service"
          rows={[
            ...SERVICE_FEES.map((fee) => ({
              item: fee.service,
              amount: formatSgd(fee.amount),
              per: fee.per,
            })),
            ...serviceFeeRows(servicesState),
          ]}
        />
      </InfoSection>

      <InfoSection title="Inspection">
        <p>
          If something is not right with your mattress, we come and look at it, {INSPECTION.days},{' '}
          {INSPECTION.hours}.
        </p>
        <FeeTable
          caption="Inspection fees in Singapore dollars"
          itemLabel="Age of the mattress"
          rows={[
            { item: `Years ${INSPECTION.freeYears}`, amount: 'Free' },
            { item: `From year ${INSPECTION.feeFromYear}`, amount: formatSgd(INSPECTION.fee) },
          ]}
        />
        <p>
          See the{' '}
          <Link to={pagePaths.warranty} className={inlineLinkClass}>
            warranty
          </Link>{' '}
          for what is covered.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

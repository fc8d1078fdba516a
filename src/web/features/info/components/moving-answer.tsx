import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { useDeliveryServices } from '#web/api/get-delivery-services.ts';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { movingAnswer } from '../lib/service-fees';

/**
 * The FAQ's answer about moving a bed the shopper has, with the prices staff set. Until they are
 * in (or if they cannot be read), it points to the delivery page rather than quote a stale price.
 */
export function MovingAnswer() {
  const services = useDeliveryServices();
  const answer = services.data && movingAnswer(services.data);
  if (answer) return answer;
  return (
    <>
      Yes, we can transport or shift it; see{' '}
      <Link to={pagePaths.delivery} className={inlineLinkClass}>
        Delivery &amp; Services
      </Link>{' '}
      for the prices.
    </>
  );
}

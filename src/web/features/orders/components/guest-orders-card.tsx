import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { useBringInGuestOrders, useGuestOrders } from '../api/guest-orders';

/**
 * Orders placed with the account's address without logging in (issue 25): offered to the account
 * once its owner proves the address by a mailed link, never on the address alone.
 */
export function GuestOrdersCard() {
  const state = useGuestOrders();
  const bring = useBringInGuestOrders();
  if (bring.data) {
    return (
      <div className="mb-6">
        <FormMessage tone="success">{bring.data.message}</FormMessage>
      </div>
    );
  }
  if (!state.data || state.data.guestOrders === 0) return null;
  const { email, verified, guestOrders } = state.data;
  const orders = guestOrders === 1 ? '1 order was' : `${guestOrders} orders were`;
  return (
    <section
      aria-label="Orders placed without logging in"
      className="mb-6 rounded-2xl border border-gold bg-gold/10 p-5"
    >
      <p className="text-navy">
        {orders} placed with {email} without logging in.{' '}
        {verified
          ? 'Add them to your account to see them here.'
          : 'To see them here, confirm that this address is yours: we mail you a link.'}
      </p>
      {bring.isError && (
        <div className="mt-3">
          <FormMessage tone="error">
            {errorText(bring.error, 'That did not work. Please try again.')}
          </FormMessage>
        </div>
      )}
      <button
        type="button"
        className={`${secondaryButtonClass} mt-4`}
        disabled={bring.isPending}
        onClick={() => bring.mutate()}
      >
        {verified ? 'Add them to my account' : 'Mail me the link'}
      </button>
    </section>
  );
}

import type { ReactNode } from 'react';
import { renderHtmlDocument } from '#server/lib/html-document.js';
import { lineTitle } from '#shared/line-title.js';
import { centsToDollars, formatSgd } from '#shared/money.js';
import { type OnlinePaymentMethodType, paymentMethodLabel } from '#shared/payment-methods.js';
import { shopInfo } from '#shared/shop-info.js';
import type { PayPageSession, PayPageState } from './pay-form.js';
import type { BookedSlot, PaymentLine } from './payment-provider.js';
import { CardFields, DeliveryFields, Field, Given } from './sandbox-page-fields.js';

export type { PayFormField, PayFormValues, PayPageSession, PayPageState } from './pay-form.js';

export const SANDBOX_STYLES_PATH = '/checkout/pay/styles.css';

export const money = (cents: number) => formatSgd(centsToDollars(cents));

/** The page of a session, or of one of its steps ("paynow", "grabpay/approve"). */
export function sandboxPagePath(providerSessionId: string, step?: string): string {
  const page = `/checkout/pay/${encodeURIComponent(providerSessionId)}`;
  return step ? `${page}/${step}` : page;
}

/**
 * A page of the sandbox in its frame. The shop's CSP allows no inline script or style, so the page
 * has neither: its look is the stylesheet served at SANDBOX_STYLES_PATH, and its one script (the
 * PayNow countdown) is a file too.
 */
export function renderSandboxPage(title: string, main: ReactNode, scripts: string[] = []): string {
  return renderHtmlDocument({
    lang: 'en-SG',
    title,
    meta: { robots: 'noindex' },
    resources: (
      <>
        <link rel="stylesheet" href={SANDBOX_STYLES_PATH} />
        {scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </>
    ),
    children: (
      <>
        <div className="test-banner" role="note">
          <strong>Test payment page.</strong> No real money moves. Pay by card with 4242 4242 4242
          4242, any future expiry and any CVC; PayNow and GrabPay are simulated.
        </div>
        {main}
      </>
    ),
  });
}

/** What is being paid for: the lines, the voucher and the total. */
export function Summary({ session, lines }: { session: PayPageSession; lines: PaymentLine[] }) {
  return (
    <section className="summary" aria-labelledby="summary-title">
      <p className="merchant">{shopInfo.name}</p>
      <h1 id="summary-title">
        <span className="summary-label">{`Pay ${shopInfo.name}`}</span>
        <span className="amount">{money(session.totalCents)}</span>
      </h1>
      <ul className="lines">
        {lines.map((line) => (
          <li key={lineTitle(line)}>
            <span className="line-name">
              {lineTitle(line)}
              <span className="line-qty">{`Qty ${line.qty} × ${money(line.unitPriceCents)}`}</span>
            </span>
            <span className="line-amount">{money(line.unitPriceCents * line.qty)}</span>
          </li>
        ))}
      </ul>
      <dl className="sums">
        <Given label="Subtotal" value={money(session.subtotalCents)} />
        {session.discountCents > 0 ? (
          <Given
            label={session.voucherCode ? `Voucher ${session.voucherCode}` : 'Voucher'}
            value={`−${money(session.discountCents)}`}
          />
        ) : null}
        <div className="sum-row total">
          <dt>Total due</dt>
          <dd>{money(session.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

const METHOD_NAMES: Record<OnlinePaymentMethodType, string> = {
  card: 'Card',
  paynow: paymentMethodLabel({ type: 'paynow' }),
  grabpay: paymentMethodLabel({ type: 'grabpay' }),
};

/** The methods as links: each is a page of its own, so choosing one needs no script. */
function MethodChoice({ id, chosen }: { id: string; chosen: OnlinePaymentMethodType }) {
  return (
    <nav aria-label="Payment method" className="methods">
      <ul>
        {(Object.keys(METHOD_NAMES) as OnlinePaymentMethodType[]).map((method) => (
          <li key={method}>
            <a
              href={
                method === 'card' ? sandboxPagePath(id) : `${sandboxPagePath(id)}?method=${method}`
              }
              aria-current={method === chosen ? 'page' : undefined}
            >
              {METHOD_NAMES[method]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the form asks for the chosen method, and its button. */
function MethodFields({ method, state, total }: MethodFieldsProps) {
  if (method === 'card') {
    return (
      <>
        <CardFields state={state} />
        <button type="submit" className="pay-button">{`Pay ${total}`}</button>
      </>
    );
  }
  return (
    <>
      <Field state={state} name="name" as={{ label: 'Full name', autoComplete: 'name' }} />
      <p className="fine-print">
        {method === 'paynow'
          ? 'Next, scan a PayNow QR code with your banking app. Your order is placed once your bank confirms the payment.'
          : 'Next, approve the payment in your GrabPay wallet. Your order is placed once GrabPay confirms it.'}
      </p>
      <button
        type="submit"
        className="pay-button"
      >{`Pay ${total} with ${METHOD_NAMES[method]}`}</button>
    </>
  );
}

interface MethodFieldsProps {
  method: OnlinePaymentMethodType;
  state: PayPageState;
  total: string;
}

/**
 * The hosted payment page of the sandbox: looks and behaves like a provider's page, with card,
 * PayNow and GrabPay as Stripe offers them to Singapore shops.
 */
export function renderPayPage(
  session: PayPageSession,
  lines: PaymentLine[],
  state: PayPageState,
  slotChoices: BookedSlot[],
  method: OnlinePaymentMethodType = 'card',
): string {
  const action = sandboxPagePath(session.providerSessionId);
  const total = money(session.totalCents);
  return renderSandboxPage(
    `Pay ${total} · ${shopInfo.name} (test payment)`,
    <main className="pay">
      <Summary session={session} lines={lines} />
      <section className="card-form" aria-labelledby="form-title">
        <MethodChoice id={session.providerSessionId} chosen={method} />
        <h2 id="form-title">
          {method === 'card' ? 'Pay with card' : `Pay with ${METHOD_NAMES[method]}`}
        </h2>
        {state.alert ? (
          <div className="alert" role="alert">
            {state.alert}
          </div>
        ) : null}
        <form method="post" action={action} noValidate>
          <input type="hidden" name="method" value={method} />
          <Field state={state} name="email" />
          <DeliveryFields session={session} state={state} choices={slotChoices} />
          <MethodFields method={method} state={state} total={total} />
        </form>
        <form method="post" action={`${action}/cancel`} className="cancel-form">
          <button type="submit" className="cancel-button">
            {`Cancel and return to ${shopInfo.name}`}
          </button>
        </form>
        <p className="fine-print">
          {method === 'card'
            ? "This is the shop's test payment page: no money changes hands. Card numbers are checked as a card provider would check them."
            : "This is the shop's test payment page: no money changes hands. The bank and the wallet are simulated."}
        </p>
      </section>
    </main>,
  );
}

/** A page that can no longer be paid (expired, cancelled, unknown), with a way back. */
export function renderClosedPage(
  heading: string,
  text: string,
  back: { href: string; label: string } = { href: '/', label: `Return to ${shopInfo.name}` },
): string {
  return renderSandboxPage(
    `${heading} · ${shopInfo.name}`,
    <main className="closed">
      <h1>{heading}</h1>
      <p>{text}</p>
      <p>
        <a className="pay-button" href={back.href}>
          {back.label}
        </a>
      </p>
    </main>,
  );
}

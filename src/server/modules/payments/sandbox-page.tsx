import type { ReactNode } from 'react';
import { renderHtmlDocument } from '#server/lib/html-document.js';
import { lineTitle } from '#shared/line-title.js';
import { centsToDollars, formatSgd } from '#shared/money.js';
import { shopInfo } from '#shared/shop-info.js';
import type { PayPageSession, PayPageState } from './pay-form.js';
import type { BookedSlot, PaymentLine } from './payment-provider.js';
import { CardFields, DeliveryFields, Field, Given } from './sandbox-page-fields.js';

export type { PayFormField, PayFormValues, PayPageSession, PayPageState } from './pay-form.js';

export const SANDBOX_STYLES_PATH = '/checkout/pay/styles.css';

const money = (cents: number) => formatSgd(centsToDollars(cents));

/**
 * A page of the sandbox in its frame. The shop's CSP allows no inline script or style, so the page
 * has neither: its look is the stylesheet served at SANDBOX_STYLES_PATH.
 */
function renderSandboxPage(title: string, main: ReactNode): string {
  return renderHtmlDocument({
    lang: 'en-SG',
    title,
    meta: { robots: 'noindex' },
    resources: <link rel="stylesheet" href={SANDBOX_STYLES_PATH} />,
    children: (
      <>
        <div className="test-banner" role="note">
          <strong>Test payment page.</strong> No real card is charged. Pay with 4242 4242 4242 4242,
          any future expiry and any CVC.
        </div>
        {main}
      </>
    ),
  });
}

/** What is being paid for: the lines, the voucher and the total. */
function Summary({ session, lines }: { session: PayPageSession; lines: PaymentLine[] }) {
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

/** The hosted payment page of the sandbox: looks and behaves like a provider's card page. */
export function renderPayPage(
  session: PayPageSession,
  lines: PaymentLine[],
  state: PayPageState,
  slotChoices: BookedSlot[],
): string {
  const action = `/checkout/pay/${encodeURIComponent(session.providerSessionId)}`;
  const total = money(session.totalCents);
  return renderSandboxPage(
    `Pay ${total} · ${shopInfo.name} (test payment)`,
    <main className="pay">
      <Summary session={session} lines={lines} />
      <section className="card-form" aria-labelledby="form-title">
        <h2 id="form-title">Pay with card</h2>
        {state.alert ? (
          <div className="alert" role="alert">
            {state.alert}
          </div>
        ) : null}
        <form method="post" action={action} noValidate>
          <Field state={state} name="email" />
          <DeliveryFields session={session} state={state} choices={slotChoices} />
          <CardFields state={state} />
          <button type="submit" className="pay-button">{`Pay ${total}`}</button>
        </form>
        <form method="post" action={`${action}/cancel`} className="cancel-form">
          <button type="submit" className="cancel-button">
            {`Cancel and return to ${shopInfo.name}`}
          </button>
        </form>
        <p className="fine-print">
          This is the shop's test payment page: no money changes hands. Card numbers are checked as
          a card provider would check them.
        </p>
      </section>
    </main>,
  );
}

/** A page that can no longer be paid (expired, cancelled, unknown), with a way back. */
export function renderClosedPage(heading: string, text: string): string {
  return renderSandboxPage(
    `${heading} · ${shopInfo.name}`,
    <main className="closed">
      <h1>{heading}</h1>
      <p>{text}</p>
      <p>
        <a className="pay-button" href="/">
          {`Return to ${shopInfo.name}`}
        </a>
      </p>
    </main>,
  );
}

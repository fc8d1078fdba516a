import { shopInfo } from '#shared/shop-info.js';
import { formatDateTime } from '#shared/time.js';
import type { PayPageSession } from './pay-form.js';
import type { PaymentLine } from './payment-provider.js';
import { SANDBOX_COUNTDOWN_PATH } from './sandbox-countdown.js';
import { money, renderSandboxPage, Summary, sandboxPagePath } from './sandbox-page.js';
import { Given } from './sandbox-page-fields.js';

/** The PayNow code as the page shows it: the payload, drawn, and what a banking app will show. */
export interface PayNowCode {
  payload: string;
  /** The QR code as SVG markup (qrcode's, with no style attribute: the CSP allows none). */
  svg: string;
  reference: string;
  payee: string;
  uen: string;
  expiresAt: Date;
  secondsLeft: number;
}

function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A form of one button, posting to a step of the page (its URL is its key, as the card form's). */
function StepButton(props: { id: string; step: string; label: string; className: string }) {
  return (
    <form method="post" action={sandboxPagePath(props.id, props.step)} className="step-form">
      <button type="submit" className={props.className}>
        {props.label}
      </button>
    </form>
  );
}

/**
 * PayNow as the shopper meets it: a QR code to scan in a banking app, payable until it expires.
 * The bank's confirmation comes later and on its own; here two buttons stand in for the bank.
 */
export function renderPayNowPage(
  session: PayPageSession,
  lines: PaymentLine[],
  code: PayNowCode,
): string {
  const id = session.providerSessionId;
  const total = money(session.totalCents);
  return renderSandboxPage(
    `PayNow ${total} · ${shopInfo.name} (test payment)`,
    <main className="pay">
      <Summary session={session} lines={lines} />
      <section className="card-form" aria-labelledby="paynow-title">
        <h2 id="paynow-title">Scan to pay with PayNow</h2>
        <figure className="qr" data-paynow-payload={code.payload}>
          <div
            className="qr-code"
            role="img"
            aria-label={`PayNow QR code to pay ${total} to ${code.payee}, reference ${code.reference}. Scan it with your banking app.`}
            // The markup is qrcode's drawing of our own payload: paths and colours, no text of ours.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG drawn on the server
            dangerouslySetInnerHTML={{ __html: code.svg }}
          />
          <figcaption>
            Open your banking app, choose PayNow, scan this code and check the amount and reference.
          </figcaption>
        </figure>
        <dl className="sums given">
          <Given label="Amount" value={total} />
          <Given label="Pay to" value={`${code.payee} (UEN ${code.uen})`} />
          <Given label="Reference" value={code.reference} />
        </dl>
        <p className="countdown">
          {'The code expires in '}
          <span className="timer" role="timer" data-seconds-left={code.secondsLeft}>
            {minutesAndSeconds(code.secondsLeft)}
          </span>
          {`, at ${formatDateTime(code.expiresAt)}.`}
        </p>
        <a className="pay-button" href={session.successPath}>
          I have paid: show my order
        </a>
        <section className="simulate" aria-labelledby="simulate-title">
          <h3 id="simulate-title">Test controls: you are the bank</h3>
          <p>A real payment is confirmed by the bank on its own, moments after it is made.</p>
          <StepButton
            id={id}
            step="paynow/confirm"
            label="Simulate the bank's confirmation"
            className="pay-button"
          />
          <StepButton
            id={id}
            step="paynow/expire"
            label="Let it expire"
            className="cancel-button"
          />
        </section>
        <p className="fine-print">
          <a href={`${sandboxPagePath(id)}?method=paynow`}>Choose another way to pay</a>
        </p>
      </section>
    </main>,
    [SANDBOX_COUNTDOWN_PATH],
  );
}

/** A stand-in for GrabPay's own page, where the shopper approves or declines in their wallet. */
export function renderGrabPayPage(session: PayPageSession): string {
  const id = session.providerSessionId;
  const total = money(session.totalCents);
  return renderSandboxPage(
    `GrabPay ${total} · ${shopInfo.name} (test payment)`,
    <main className="wallet">
      <p className="wallet-name">GrabPay (test)</p>
      <h1>
        <span className="summary-label">{`Pay ${shopInfo.name}`}</span>
        <span className="amount">{total}</span>
      </h1>
      <p>Approve to pay from your GrabPay wallet, or decline to pay nothing.</p>
      <StepButton
        id={id}
        step="grabpay/approve"
        label={`Approve ${total}`}
        className="pay-button"
      />
      <StepButton id={id} step="grabpay/decline" label="Decline" className="cancel-button" />
      <p className="fine-print">
        This stands in for GrabPay's page: no wallet is charged, and no one-time password is asked.
      </p>
    </main>,
  );
}

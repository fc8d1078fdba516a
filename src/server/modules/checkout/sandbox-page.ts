import type { CheckoutSessionLineRow, CheckoutSessionRow } from '#server/db/schema/index.js';
import { escapeHtml } from '#server/lib/escape-html.js';
import { formatDeliverySlot } from '#shared/delivery.js';
import { lineTitle } from '#shared/line-title.js';
import { centsToDollars, formatSgd } from '#shared/money.js';
import { shopInfo } from '#shared/shop-info.js';
import type { BookedSlot } from './payment-provider.js';

export const SANDBOX_STYLES_PATH = '/checkout/pay/styles.css';

/** What the shopper typed (sent back so a refused card keeps the rest of the form). */
export interface PayFormValues {
  email: string;
  name: string;
  address: string;
  postal: string;
  phone: string;
  /** "2026-12-05|10-13": the chosen slot's date and window. */
  slot: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type PayFormField = keyof PayFormValues;

export interface PayPageState {
  values: Partial<PayFormValues>;
  errors: Partial<Record<PayFormField, string>>;
  /** A refusal of the card issuer, shown above the form. */
  alert?: string | undefined;
}

const money = (cents: number) => formatSgd(centsToDollars(cents));
const e = escapeHtml;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-SG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<link rel="stylesheet" href="${SANDBOX_STYLES_PATH}">
</head>
<body>
<div class="test-banner" role="note"><strong>Test payment page.</strong> No real card is charged. Pay with 4242 4242 4242 4242, any future expiry and any CVC.</div>
${body}
</body>
</html>
`;
}

function field(
  state: PayPageState,
  name: PayFormField,
  label: string,
  attributes: string,
  className = '',
): string {
  const error = state.errors[name];
  const id = `field-${name}`;
  return `<div class="field ${className}">
<label for="${id}">${e(label)}</label>
<input id="${id}" name="${name}" value="${e(state.values[name] ?? '')}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="field-error" id="${id}-error">${e(error)}</p>` : ''}
</div>`;
}

/** The value of a slot in the page's select. */
export function slotOptionValue(slot: BookedSlot): string {
  return `${slot.date}|${slot.window}`;
}

function slotSelect(state: PayPageState, choices: BookedSlot[]): string {
  const error = state.errors.slot;
  const options = choices
    .map((slot) => {
      const value = slotOptionValue(slot);
      const selected = state.values.slot === value ? ' selected' : '';
      return `<option value="${e(value)}"${selected}>${e(formatDeliverySlot(slot.date, slot.window))}</option>`;
    })
    .join('');
  return `<div class="field">
<label for="field-slot">Delivery date and window</label>
<select id="field-slot" name="slot" required${error ? ' aria-invalid="true" aria-describedby="field-slot-error"' : ''}>
<option value="">Choose a slot</option>${options}
</select>
${error ? `<p class="field-error" id="field-slot-error">${e(error)}</p>` : ''}
</div>`;
}

/** A detail the shop collected before paying: shown, not asked again. */
function given(label: string, value: string): string {
  return `<div class="sum-row"><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`;
}

/**
 * Delivery: what the shop collected is shown; what it did not (the spec's empty checkout call),
 * the page asks for, as Stripe's page does.
 */
function deliveryFields(
  session: CheckoutSessionRow,
  state: PayPageState,
  choices: BookedSlot[],
): string {
  const shown = [
    session.shippingLine1 && session.shippingPostal
      ? given('Deliver to', `${session.shippingLine1}, Singapore ${session.shippingPostal}`)
      : '',
    session.phone ? given('Phone', session.phone) : '',
    session.deliveryDate && session.deliveryWindow
      ? given('Delivery slot', formatDeliverySlot(session.deliveryDate, session.deliveryWindow))
      : '',
  ].join('');
  const asked = [
    session.shippingLine1
      ? ''
      : `${field(state, 'address', 'Address', 'type="text" autocomplete="street-address" required maxlength="200"')}
${field(state, 'postal', 'Postal code', 'type="text" inputmode="numeric" autocomplete="postal-code" required maxlength="6" pattern="[0-9]{6}"')}`,
    session.phone
      ? ''
      : field(
          state,
          'phone',
          'Phone (Singapore)',
          'type="tel" autocomplete="tel" required maxlength="20" placeholder="9123 4567"',
        ),
    session.deliveryDate ? '' : slotSelect(state, choices),
  ].join('\n');
  return `<fieldset>
<legend>Delivery (Singapore)</legend>
${shown ? `<dl class="sums given">${shown}</dl>` : ''}
${asked}
</fieldset>`;
}

/** The hosted payment page of the sandbox: looks and behaves like a provider's card page. */
export function renderPayPage(
  session: CheckoutSessionRow,
  lines: CheckoutSessionLineRow[],
  state: PayPageState,
  slotChoices: BookedSlot[],
): string {
  const action = `/checkout/pay/${encodeURIComponent(session.providerSessionId)}`;
  const items = lines
    .map(
      (line) => `<li>
<span class="line-name">${e(lineTitle(line))}<span class="line-qty">Qty ${line.qty} × ${e(money(line.unitPriceCents))}</span></span>
<span class="line-amount">${e(money(line.unitPriceCents * line.qty))}</span>
</li>`,
    )
    .join('\n');
  const discount =
    session.discountCents > 0
      ? `<div class="sum-row"><dt>Voucher${session.voucherCode ? ` ${e(session.voucherCode)}` : ''}</dt><dd>−${e(money(session.discountCents))}</dd></div>`
      : '';
  const body = `<main class="pay">
<section class="summary" aria-labelledby="summary-title">
<p class="merchant">${e(shopInfo.name)}</p>
<h1 id="summary-title"><span class="summary-label">Pay ${e(shopInfo.name)}</span><span class="amount">${e(money(session.totalCents))}</span></h1>
<ul class="lines">${items}</ul>
<dl class="sums">
<div class="sum-row"><dt>Subtotal</dt><dd>${e(money(session.subtotalCents))}</dd></div>
${discount}
<div class="sum-row total"><dt>Total due</dt><dd>${e(money(session.totalCents))}</dd></div>
</dl>
</section>
<section class="card-form" aria-labelledby="form-title">
<h2 id="form-title">Pay with card</h2>
${state.alert ? `<div class="alert" role="alert">${e(state.alert)}</div>` : ''}
<form method="post" action="${action}" novalidate>
${field(state, 'email', 'Email', 'type="email" autocomplete="email" required')}
${deliveryFields(session, state, slotChoices)}
<fieldset>
<legend>Card information</legend>
${field(state, 'name', 'Name on card', 'type="text" autocomplete="cc-name" required maxlength="100"')}
${field(state, 'number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="1234 1234 1234 1234"')}
<div class="row">
${field(state, 'expiry', 'Expiry (MM/YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="MM/YY"', 'half')}
${field(state, 'cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"', 'half')}
</div>
</fieldset>
<button type="submit" class="pay-button">Pay ${e(money(session.totalCents))}</button>
</form>
<form method="post" action="${action}/cancel" class="cancel-form">
<button type="submit" class="cancel-button">Cancel and return to ${e(shopInfo.name)}</button>
</form>
<p class="fine-print">This is the shop's test payment page: no money changes hands. Card numbers are checked as a card provider would check them.</p>
</section>
</main>`;
  return layout(`Pay ${money(session.totalCents)} · ${shopInfo.name} (test payment)`, body);
}

/** A page that can no longer be paid (expired, cancelled, unknown), with a way back. */
export function renderClosedPage(heading: string, text: string): string {
  return layout(
    `${heading} · ${shopInfo.name}`,
    `<main class="closed"><h1>${e(heading)}</h1><p>${e(text)}</p><p><a class="pay-button" href="/">Return to ${e(shopInfo.name)}</a></p></main>`,
  );
}

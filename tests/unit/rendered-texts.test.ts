// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type {
  CheckoutSessionLineRow,
  CheckoutSessionRow,
  OrderItemRow,
  OrderRow,
} from '#server/db/schema/index.js';
import { paymentFailedMail } from '#server/modules/checkout/payment-failed-mail.js';
import {
  confirmNewEmailMail,
  emailChangeAskedMail,
  emailChangedMail,
  emailInUseMail,
  type MailContent,
  passwordChangedMail,
  passwordResetMail,
  renderMail,
} from '#server/modules/mail/index.js';
import {
  orderConfirmationMail,
  orderStatusMail,
  refundFailedMail,
} from '#server/modules/orders/order-mails.js';
import {
  type PayPageState,
  renderClosedPage,
  renderPayPage,
} from '#server/modules/payments/sandbox-page.js';
import {
  renderGrabPayPage,
  renderPayNowPage,
} from '#server/modules/payments/sandbox-wallet-pages.js';
import { claimStateMail } from '#server/modules/warranty/claim-mails.js';
import { checkoutSuccessPath } from '#shared/paths.js';
import type { Claim } from '#shared/schemas/warranty.js';
import { markupOutline, visibleText } from '#tests/helpers/rendered-html.js';

/**
 * Every mail the shop sends and every state of the sandbox payment page, rendered from data with
 * markup characters, quotes and non-ASCII letters, against committed golden files: what the
 * reader sees (the HTML's visible text, the mail's plain-text part) and the element tree the
 * mail app or browser builds (tests/fixtures/rendered/*.outline.txt). A change of how the HTML
 * is produced must leave both as they are; a change of wording shows in review as a diff.
 */

const FIXTURES = '../fixtures/rendered';
const SCRIPT = '<script>alert("zzz")</script>';
const changedAt = new Date('2026-11-24T07:04:00Z');
const links = {
  forgotUrl: 'https://shop.example/forgot-password?from=mail&lang=en',
  loginUrl: "https://shop.example/login?next=/account&who='me'",
  resetUrl: 'https://shop.example/reset-password?token=Zx9_a-Bq&from=mail',
  confirmUrl: 'https://shop.example/confirm-email?token=c0nf1rm&x=<1>',
  undoUrl: 'https://shop.example/undo-email-change?token=und0&why="oops"',
};
const addresses = { oldEmail: "o'neil&sons@example.sg", newEmail: 'zoë.chen+新@example.sg' };

function order(values: Partial<OrderRow>): OrderRow {
  return {
    id: 1042,
    checkoutSessionId: 77,
    userId: null,
    email: addresses.oldEmail,
    status: 'paid',
    currency: 'SGD',
    subtotalCents: 139_930,
    discountCents: 0,
    totalCents: 139_930,
    voucherCode: null,
    shippingName: '陈美玲 "Mei Ling" O\'Neil',
    shippingLine1: '10 Tampines Central 1, #03-21 <Tower A> & Annex',
    shippingPostal: '529536',
    eta: '3–5 business days',
    phone: null,
    deliveryDate: null,
    deliveryWindow: null,
    deliveryState: 'booked',
    paymentMethod: null,
    cardBrand: null,
    cardLast4: null,
    paymentReference: null,
    anonymisedAt: null,
    channel: 'online',
    showroomId: null,
    createdByUserId: null,
    createdByEmail: null,
    createdAt: changedAt,
    updatedAt: changedAt,
    ...values,
  };
}

const items: Pick<OrderItemRow, 'name' | 'sizeLabel' | 'qty' | 'unitPriceCents'>[] = [
  {
    name: 'Aurora <Deluxe> Mattress & "Topper"',
    sizeLabel: '183x190',
    qty: 1,
    unitPriceCents: 129_950,
  },
  { name: 'Café Pillow – Ümlaut', sizeLabel: null, qty: 2, unitPriceCents: 4_990 },
];
const bookedOrder = order({
  discountCents: 5_000,
  totalCents: 134_930,
  voucherCode: 'SAVE&<50>',
  phone: '+65 9123 4567',
  deliveryDate: '2026-12-05',
  deliveryWindow: '10-13',
  paymentMethod: 'card',
  cardBrand: 'visa',
  cardLast4: '4242',
});
/** Placed before the payment method was recorded: its mails name none. */
const estimatedOrder = order({ id: 7, shippingName: SCRIPT });
const freeOrder = order({ id: 8, discountCents: 139_930, totalCents: 0, voucherCode: 'ALLFREE' });

function orderInput(row: OrderRow) {
  return {
    order: row,
    items,
    trackingUrl: `https://shop.example/orders/${row.id}?session_id=sbx_&x="1"`,
    receiptUrl: `https://shop.example/api/orders/${row.id}/receipt?session_id=sbx_&x='2'`,
  };
}

function statusMail(status: 'processing' | 'failed' | 'refunded', row: OrderRow): MailContent {
  const mail = orderStatusMail(status, orderInput(row));
  if (!mail) throw new Error(`no ${status} mail`);
  return mail;
}

/** A warranty claim in its third year (decision 0060), its text with markup characters. */
const claim: Claim = {
  id: 7,
  orderId: 1042,
  orderItemId: 3,
  itemTitle: '8etterCare 2 <Plush> (152x190)',
  fault: 'body_impression',
  impressionMm: 45,
  sizeDifferenceCm: null,
  description: 'A dip "here" & there',
  photoUrls: [],
  inspectionSlot: 'Mon, 30 Nov 2026, 10am–1pm',
  state: 'new',
  declineReason: null,
  cost: {
    coverage: 'shared',
    yearsOwned: 3,
    repairShareCents: 57_475,
    transportCents: 12_000,
    inspectionFeeCents: 10_000,
    totalCents: 79_475,
    explanation: 'In years 3–10 your cost is years owned × 1/12 × list price + transport.',
  },
  deliveredAt: changedAt.toISOString(),
  createdAt: changedAt.toISOString(),
  updatedAt: changedAt.toISOString(),
};
const trackingUrl = 'https://shop.example/track/1042?session_id=sbx_a&x=<1>';

const templates: Record<string, MailContent> = {
  'password-reset': passwordResetMail({ resetUrl: links.resetUrl }),
  'password-changed-in-settings': passwordChangedMail({ changedAt, how: 'settings', ...links }),
  'password-changed-by-reset': passwordChangedMail({ changedAt, how: 'reset', ...links }),
  'email-change-asked': emailChangeAskedMail({ ...addresses, at: changedAt, ...links }),
  'email-confirm-new': confirmNewEmailMail(links),
  'email-in-use': emailInUseMail(links),
  'email-changed': emailChangedMail({ ...addresses, at: changedAt, ...links }),
  'order-confirmed-with-slot-and-voucher': orderConfirmationMail(orderInput(bookedOrder)),
  'order-confirmed-with-estimate': orderConfirmationMail(orderInput(estimatedOrder)),
  'order-processing-with-slot': statusMail('processing', bookedOrder),
  'order-processing-with-estimate': statusMail('processing', estimatedOrder),
  'order-failed': statusMail('failed', bookedOrder),
  'order-refunded': statusMail('refunded', bookedOrder),
  'refund-failed': refundFailedMail(orderInput(bookedOrder), {
    creditNoteNumber: 'CN-000042',
    amountCents: 2_000,
    reason: 'Goodwill for a late delivery',
  }),
  'order-refunded-nothing-charged': statusMail('refunded', freeOrder),
  'order-refunded-paid-by-paynow': statusMail('refunded', {
    ...bookedOrder,
    paymentMethod: 'paynow',
    cardBrand: null,
    cardLast4: null,
  }),
  'order-refunded-paid-by-grabpay': statusMail('refunded', {
    ...bookedOrder,
    paymentMethod: 'grabpay',
    cardBrand: null,
    cardLast4: null,
  }),
  'warranty-claim-filed': claimStateMail(claim, trackingUrl),
  'warranty-claim-declined': claimStateMail(
    { ...claim, state: 'declined', declineReason: 'Normal <settling> of "comfort" layers' },
    trackingUrl,
  ),
};

function session(values: Partial<CheckoutSessionRow>): CheckoutSessionRow {
  return {
    id: 77,
    provider: 'sandbox',
    providerSessionId: 'sbx_Qm9vZ&<"x">',
    paymentUrl: null,
    state: 'open',
    userId: null,
    cartId: 12,
    email: null,
    clientAddress: '203.0.113.9',
    voucherId: null,
    voucherCode: null,
    subtotalCents: 139_930,
    discountCents: 0,
    totalCents: 139_930,
    expiresAt: new Date('2026-11-24T07:34:00Z'),
    createdAt: changedAt,
    closedAt: null,
    closeReason: null,
    pendingSince: null,
    phone: null,
    shippingLine1: null,
    shippingPostal: null,
    deliveryDate: null,
    deliveryWindow: null,
    saveAddress: false,
    channel: 'online',
    showroomId: null,
    createdByUserId: null,
    createdByEmail: null,
    ...values,
  };
}

const lines: CheckoutSessionLineRow[] = items.map((item, index) => ({
  id: index + 1,
  checkoutSessionId: 77,
  productId: index + 3,
  sizeId: null,
  serviceCode: null,
  ...item,
}));
const slotChoices = [
  { date: '2026-12-01', window: '10-13' },
  { date: '2026-12-01', window: '15-18' },
  { date: '2026-12-02', window: '13-16' },
] as const;
const slotChoiceList = [...slotChoices];

/** The spec's empty checkout call: the page asks for the address, phone and slot. */
const successPath = checkoutSuccessPath(session({}).providerSessionId);
const askingSession = { ...session({}), successPath };
/** Everything given in the shop before paying, with a voucher. */
const collectedSession = {
  successPath,
  ...session({
    email: addresses.oldEmail,
    voucherId: 4,
    voucherCode: 'SAVE&<50>',
    discountCents: 5_000,
    totalCents: 134_930,
    phone: '+65 9123 4567',
    shippingLine1: '10 Tampines Central 1, #03-21 <Tower A> & Annex',
    shippingPostal: '529536',
    deliveryDate: '2026-12-05',
    deliveryWindow: '15-18',
  }),
};

/** A PayNow or GrabPay payment under way that failed at the bank (decision 0051). */
templates['payment-failed'] = paymentFailedMail({
  session: collectedSession,
  lines,
  bagUrl: 'https://shop.example/?checkout=cancelled&from="mail"',
});

const typedWrong: PayPageState = {
  values: {
    email: 'not-an-address',
    name: SCRIPT,
    address: 'Blk 5 <Ang Mo Kio> & "Ave 3"',
    postal: '56a',
    phone: '12345678',
    slot: '2026-12-01|15-18',
    number: '4242 4242 4242 4241',
    expiry: '13/99',
    cvc: '12',
  },
  errors: {
    email: 'Enter a valid e-mail address.',
    postal: 'Enter a Singapore postal code of 6 digits.',
    phone: 'Enter a Singapore phone number of 8 digits, starting with 3, 6, 8 or 9.',
    slot: 'We do not deliver on Sundays. Please choose another date.',
    number: 'Your card number is invalid.',
  },
};

const pages: Record<string, string> = {
  'pay-page-asking-for-delivery': renderPayPage(
    askingSession,
    lines,
    { values: { email: '' }, errors: {} },
    slotChoiceList,
  ),
  'pay-page-with-delivery-collected': renderPayPage(
    collectedSession,
    lines,
    { values: { email: addresses.oldEmail }, errors: {} },
    [],
  ),
  'pay-page-with-field-errors': renderPayPage(askingSession, lines, typedWrong, slotChoiceList),
  'pay-page-card-refused': renderPayPage(
    collectedSession,
    lines,
    {
      values: {
        email: addresses.oldEmail,
        name: 'Zoë O\'Neil & "Co"',
        number: '',
        expiry: '',
        cvc: '',
      },
      errors: {},
      alert: 'Your card was declined.',
    },
    [],
  ),
  'pay-page-paynow-form': renderPayPage(
    collectedSession,
    lines,
    { values: { email: addresses.oldEmail, name: SCRIPT }, errors: {} },
    [],
    'paynow',
  ),
  'pay-page-paynow-code': renderPayNowPage(collectedSession, lines, {
    payload: '00020101021226…6304ABCD',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7"/></svg>',
    reference: 'SBXabc123',
    payee: '8etterSleep Pte. Ltd.',
    uen: '201912345K',
    expiresAt: changedAt,
    secondsLeft: 1_745,
  }),
  'pay-page-grabpay': renderGrabPayPage(collectedSession),
  'pay-page-expired': renderClosedPage(
    'This payment page has expired',
    'Nothing was charged. Your bag is still in the shop: check out again to get a new payment page.',
  ),
  'pay-page-unknown': renderClosedPage(
    'Payment page not found',
    'This payment link is not valid. Return to the shop and check out from your bag.',
  ),
};

/** Each mail as the sender renders it. */
const mails = Object.fromEntries(
  Object.entries(templates).map(([name, { subject, layout }]) => [
    name,
    { subject, ...renderMail(layout) },
  ]),
);

describe('the text of every mail', () => {
  it.each(Object.entries(mails))('%s reads as recorded', async (name, mail) => {
    const text = [
      `Subject: ${mail.subject}`,
      '',
      '--- HTML part, as seen ---',
      visibleText(mail.html),
      '',
      '--- plain-text part ---',
      mail.text,
      '',
    ].join('\n');
    await expect(text).toMatchFileSnapshot(`${FIXTURES}/mail-${name}.txt`);
    await expect(`${markupOutline(mail.html)}\n`).toMatchFileSnapshot(
      `${FIXTURES}/mail-${name}.outline.txt`,
    );
  });

  it('shows markup in a name as text, in the HTML and the plain-text part', () => {
    const mail = mails['order-confirmed-with-estimate'];
    const document = new DOMParser().parseFromString(mail?.html ?? '', 'text/html');
    expect(document.querySelector('script')).toBeNull();
    expect(visibleText(mail?.html ?? '')).toContain(`Delivery address\n${SCRIPT}, 10 Tampines`);
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;zzz&quot;)&lt;/script&gt;');
    expect(mail?.text).toContain(`Delivery address: ${SCRIPT}, 10 Tampines`);
  });

  it('keeps each link whole in its button', () => {
    const mail = mails['email-in-use'];
    const document = new DOMParser().parseFromString(mail?.html ?? '', 'text/html');
    const buttons = [...document.querySelectorAll('a.button-link')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(buttons).toEqual([
      ['Log in', links.loginUrl],
      ['Choose a new password', links.forgotUrl],
    ]);
  });
});

describe('the text of the sandbox payment page', () => {
  it.each(Object.entries(pages))('%s reads as recorded', async (name, html) => {
    await expect(`${visibleText(html)}\n`).toMatchFileSnapshot(`${FIXTURES}/${name}.txt`);
    await expect(`${markupOutline(html)}\n`).toMatchFileSnapshot(`${FIXTURES}/${name}.outline.txt`);
  });

  it('shows what the shopper typed as text, and loads no script', () => {
    const document = new DOMParser().parseFromString(
      pages['pay-page-with-field-errors'] ?? '',
      'text/html',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('#field-name')?.value).toBe(SCRIPT);
    expect(document.querySelector('form')?.getAttribute('action')).toBe(
      `/checkout/pay/${encodeURIComponent(askingSession.providerSessionId)}`,
    );
  });

  it('ties every error to its field and announces the card refusal', () => {
    const erred = new DOMParser().parseFromString(
      pages['pay-page-with-field-errors'] ?? '',
      'text/html',
    );
    const invalid = [...erred.querySelectorAll('[aria-invalid="true"]')].map((field) => [
      field.getAttribute('name'),
      erred.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent,
    ]);
    expect(invalid).toEqual(
      Object.entries(typedWrong.errors).map(([field, message]) => [field, message]),
    );
    const refused = new DOMParser().parseFromString(
      pages['pay-page-card-refused'] ?? '',
      'text/html',
    );
    expect(refused.querySelector('[role="alert"]')?.textContent).toBe('Your card was declined.');
  });
});

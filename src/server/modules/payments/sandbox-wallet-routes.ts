import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { shopInfo } from '#shared/shop-info.js';
import { buildPayNowPayload, payNowReference } from './paynow-payload.js';
import {
  capabilityUrl,
  closePage,
  pageSessionOf,
  paramsSchema,
  payAndShowOrder,
  payable,
  sendHtml,
  shopPath,
} from './sandbox-flow.js';
import { renderClosedPage, sandboxPagePath } from './sandbox-page.js';
import type { SandboxPayment } from './sandbox-repository.js';
import { type PayNowCode, renderGrabPayPage, renderPayNowPage } from './sandbox-wallet-pages.js';

type Wallet = 'paynow' | 'grabpay';

/**
 * The open page, if the buyer chose this wallet on it; otherwise the answer (the page that says
 * why, or back to the method's form) is sent.
 */
async function walletPayment(
  app: FastifyInstance,
  reply: FastifyReply,
  id: string,
  wallet: Wallet,
): Promise<SandboxPayment | undefined> {
  const payment = await payable(app, reply, id);
  if (payment && payment.paidWith?.method?.type !== wallet) {
    reply.redirect(`${sandboxPagePath(id)}?method=${wallet}`, 303);
    return undefined;
  }
  return payment;
}

/** The QR's drawing without the attributes the shop's CSP refuses (qrcode writes none today). */
async function payNowCode(app: FastifyInstance, payment: SandboxPayment): Promise<PayNowCode> {
  const reference = payNowReference(payment.id);
  const { legalName, uen } = app.config.invoice;
  const payload = buildPayNowPayload({
    uen,
    amountCents: pageSessionOf(payment).totalCents,
    reference,
    merchantName: shopInfo.name,
    expiresAt: payment.expiresAt,
  });
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M' });
  const secondsLeft = Math.max(
    0,
    Math.floor((payment.expiresAt.getTime() - app.clock.now().getTime()) / 1000),
  );
  return {
    payload,
    svg: svg.replace(/\sstyle="[^"]*"/g, ''),
    reference,
    payee: legalName,
    uen,
    expiresAt: payment.expiresAt,
    secondsLeft,
  };
}

/** Says that nothing was charged, with the way back to the bag the shop gave. */
function showNothingCharged(reply: FastifyReply, payment: SandboxPayment, heading: string) {
  return sendHtml(
    reply,
    renderClosedPage(heading, 'Nothing was charged. Your bag is still in the shop.', {
      href: shopPath(payment.page.cancelUrl),
      label: 'Back to your bag',
    }),
  );
}

/**
 * PayNow and GrabPay on the sandbox: asynchronous as the real ones are. The buyer's details were
 * kept as they chose the method; the bank's confirmation (PayNow) or the wallet's approval
 * (GrabPay) pays the page through the same path as a card, and its expiry or a decline releases
 * the checkout through the same events as Stripe's.
 */
export const sandboxWalletRoutes: FastifyPluginAsync = async (app) => {
  app.get('/checkout/pay/:id/paynow', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await walletPayment(app, reply, id, 'paynow');
    if (!payment) return reply;
    const page = renderPayNowPage(
      pageSessionOf(payment),
      payment.page.lines,
      await payNowCode(app, payment),
    );
    return sendHtml(reply, page);
  });

  app.get('/checkout/pay/:id/grabpay', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await walletPayment(app, reply, id, 'grabpay');
    if (!payment) return reply;
    return sendHtml(reply, renderGrabPayPage(pageSessionOf(payment)));
  });

  const pays = (wallet: Wallet) => async (request: { params: unknown }, reply: FastifyReply) => {
    const { id } = paramsSchema.parse(request.params);
    const payment = await walletPayment(app, reply, id, wallet);
    if (!payment?.paidWith) return reply;
    return payAndShowOrder(app, reply, id, payment.paidWith);
  };

  const lapses =
    (wallet: Wallet, to: 'expired' | 'failed', heading: string) =>
    async (request: { params: unknown }, reply: FastifyReply) => {
      const { id } = paramsSchema.parse(request.params);
      const payment = await walletPayment(app, reply, id, wallet);
      if (!payment) return reply;
      if (await closePage(app, id, { to })) return showNothingCharged(reply, payment, heading);
      // Paid or closed at the same instant (another tab): the page it became says which.
      await payable(app, reply, id);
      return reply;
    };

  app.post('/checkout/pay/:id/paynow/confirm', capabilityUrl, pays('paynow'));
  app.post(
    '/checkout/pay/:id/paynow/expire',
    capabilityUrl,
    lapses('paynow', 'expired', 'The PayNow code has expired'),
  );
  app.post('/checkout/pay/:id/grabpay/approve', capabilityUrl, pays('grabpay'));
  app.post(
    '/checkout/pay/:id/grabpay/decline',
    capabilityUrl,
    lapses('grabpay', 'failed', 'GrabPay declined the payment'),
  );
};

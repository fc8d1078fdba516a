import { performance } from 'node:perf_hooks';
import { offeredSlots, ShopClient, sessionIdOfPaymentUrl } from './shop-client.js';

/** The steps of one purchase, in order, as `npm run bench` reports them. */
export const CHECKOUT_STEPS = [
  'add to bag',
  'apply voucher',
  'create session',
  'pay (sandbox)',
  'look up order',
] as const;
type Step = (typeof CHECKOUT_STEPS)[number];

export interface StepTimings {
  step: Step;
  count: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** An unlimited 5 % voucher made by the admin the bench boots the shop with. */
async function createBenchVoucher(origin: string, admin: { email: string; password: string }) {
  const client = new ShopClient(origin);
  const login = await client.login(admin.email, admin.password);
  if (login.status !== 200) throw new Error(`bench admin login answered ${login.status}`);
  const code = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const created = await client.api('POST', '/api/vouchers', { code, kind: 'percent', value: 5 });
  if (created.status !== 201) throw new Error(`bench voucher answered ${created.status}`);
  return code;
}

/**
 * `shoppers` visitors at once, each buying `rounds` times: add an accessory to the bag, apply the
 * voucher, open the payment page, pay on the sandbox page, look the order up. Each step's time
 * is what the shopper waits for that one call.
 */
export async function benchCheckoutFlow(
  origin: string,
  options: { shoppers: number; rounds: number; admin: { email: string; password: string } },
): Promise<StepTimings[]> {
  const code = await createBenchVoucher(origin, options.admin);
  const slots = await offeredSlots(origin);
  const products = (
    await new ShopClient(origin).get('/api/products?collection=Accessories&visibleOnly=1')
  )
    .json<{ productId: number; stockQty: number; dimensions: unknown[] }[]>()
    // Accessories sold without sizes: one line each, no size to choose.
    .filter((product) => product.dimensions.length === 0);
  const times = new Map<Step, number[]>(CHECKOUT_STEPS.map((step) => [step, []]));
  const errors = new Map<Step, number>(CHECKOUT_STEPS.map((step) => [step, 0]));

  async function timed(step: Step, call: () => Promise<{ status: number }>, ok: number) {
    const started = performance.now();
    const answer = await call();
    times.get(step)?.push(performance.now() - started);
    if (answer.status !== ok) errors.set(step, (errors.get(step) ?? 0) + 1);
    return answer.status === ok;
  }

  let purchase = 0;
  await Promise.all(
    Array.from({ length: options.shoppers }, async () => {
      const client = new ShopClient(origin);
      for (let round = 0; round < options.rounds; round += 1) {
        const product = products[purchase % products.length];
        const slot = slots[purchase++ % slots.length];
        if (!product) return;
        const body = { productId: product.productId, sizeLabel: null, quantity: 1 };
        if (!(await timed('add to bag', () => client.api('POST', '/api/cart/items', body), 200))) {
          continue;
        }
        await timed('apply voucher', () => client.api('POST', '/api/cart/voucher', { code }), 200);
        let url = '';
        const opened = await timed(
          'create session',
          async () => {
            const answer = await client.api('POST', '/api/checkout/session');
            if (answer.status === 200) url = answer.json<{ url: string }>().url;
            return answer;
          },
          200,
        );
        if (!opened) continue;
        if (!(await timed('pay (sandbox)', () => client.paySandbox(url, { slot }), 303))) continue;
        const id = encodeURIComponent(sessionIdOfPaymentUrl(url));
        await timed('look up order', () => client.get(`/api/orders/lookup?session_id=${id}`), 200);
      }
    }),
  );

  return CHECKOUT_STEPS.map((step) => {
    const sorted = [...(times.get(step) ?? [])].sort((a, b) => a - b);
    return {
      step,
      count: sorted.length,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      errors: errors.get(step) ?? 0,
    };
  });
}

import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import { ordersCsv, ordersCsvFileName } from './orders-csv';

const order: AdminOrder = {
  orderId: 42,
  createdAt: '2026-03-01T16:00:00.000Z',
  currency: 'SGD',
  email: 'tan@example.sg',
  userId: 7,
  status: 'paid',
  receiptUrl: '/api/orders/42/receipt',
  voucherCode: 'WELCOME10',
  subtotalCents: 9_980,
  discountCents: 998,
  totalCents: 8_982,
  itemCount: 2,
  shippingName: 'Tan Mei Ling',
  shippingLine1: '10 Tampines Central 1, #03-21',
  shippingPostal: '529536',
  paymentProvider: 'sandbox',
  paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
  refundedAt: null,
  refundedCents: 0,
  channel: 'online',
  showroomId: null,
  createdByEmail: null,
  paymentReference: null,
  delivery: {
    phone: '+65 9123 4567',
    date: '2026-03-09',
    window: '10-13',
    slot: 'Mon, 9 Mar 2026, 10am–1pm',
  },
  deliveryState: 'booked',
};

describe('orders CSV', () => {
  it('writes one line per order with dollars, every text quoted and the phone as it is', () => {
    const [header, line, end] = ordersCsv([order]).replace('\uFEFF', '').split('\r\n');
    expect(header).toMatch(/^"Order ID","Placed \(Singapore\)","Email"/);
    expect(line).toBe(
      '42,"2026-03-02 00:00:00","tan@example.sg",7,"paid","SGD","99.80","9.98","89.82","WELCOME10",2,"10 Tampines Central 1, #03-21","529536","sandbox",,"Mon, 9 Mar 2026, 10am–1pm","+65 9123 4567","Booked"',
    );
    expect(end).toBe('');
  });

  it('keeps an address whole inside its quotes, whatever separator the spreadsheet uses', () => {
    const csv = ordersCsv([{ ...order, shippingLine1: 'Blk 1;=2+5;@SUM(1)' }]);
    expect(csv).toContain(',"Blk 1;=2+5;@SUM(1)",');
  });

  it('names the file by the Singapore date of the export', () => {
    // 16:30 UTC on 1 March is 00:30 on 2 March in Singapore.
    expect(ordersCsvFileName(new Date('2026-03-01T16:30:00Z'))).toBe(
      '8ettersleep-orders-2026-03-02.csv',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { RunSheet } from '#shared/schemas/run-sheet.js';
import { runSheetCsv, runSheetFileName } from './run-sheet-csv';

const sheet: RunSheet = {
  date: '2026-12-05',
  label: 'Sat, 5 Dec 2026',
  windows: [
    {
      id: '10-13',
      label: '10am–1pm',
      stops: [
        {
          orderId: 42,
          status: 'paid',
          deliveryState: 'confirmed',
          recipient: 'Tan "Mei Ling"',
          phone: '+65 9123 4567',
          address: '10 Tampines Central 1, #03-21',
          postalCode: '529536',
          note: '',
          items: [
            { name: 'Spinal Pro', sizeName: 'Queen', dimensions: '152 × 190 cm', qty: 1 },
            { name: 'Latex Pillow', sizeName: null, dimensions: null, qty: 2 },
          ],
          services: [{ name: 'Waterbed disposal', qty: 1 }],
        },
      ],
    },
  ],
};

describe('run sheet CSV', () => {
  it('writes one line per item and per service with its stop, texts quoted, the postal code kept as text', () => {
    const [header, mattress, pillow, disposal, end] = runSheetCsv(sheet)
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(header).toBe(
      '"Window","Order ID","Delivery","Recipient","Phone","Address","Postal Code","Item","Size","Dimensions","Qty","Note"',
    );
    expect(mattress).toBe(
      '"10am–1pm",42,"Confirmed","Tan ""Mei Ling""","+65 9123 4567","10 Tampines Central 1, #03-21","529536","Spinal Pro","Queen","152 × 190 cm",1,""',
    );
    expect(pillow).toContain('"Latex Pillow",,,2,""');
    expect(disposal).toContain('"529536","Waterbed disposal",,,1,""');
    expect(end).toBe('');
    expect(runSheetFileName(sheet)).toBe('8ettersleep-run-sheet-2026-12-05-10-13.csv');
  });
});

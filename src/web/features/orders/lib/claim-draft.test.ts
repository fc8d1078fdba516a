import { describe, expect, it } from 'vitest';
import { type ClaimDraft, claimDetailsOf, previewCost } from './claim-draft';

const draft: ClaimDraft = {
  orderItemId: '3',
  fault: 'size_difference',
  impressionMm: '30',
  sizeDifferenceCm: '-2.5',
  description: 'Too narrow for the frame.',
  inspectionDate: '2026-12-01',
  inspectionWindow: '13-16',
};

describe('the claim draft', () => {
  it('sends numbers, and only the measure its fault needs', () => {
    expect(claimDetailsOf(draft)).toMatchObject({
      orderItemId: 3,
      impressionMm: null,
      sizeDifferenceCm: -2.5,
    });
    expect(claimDetailsOf({ ...draft, fault: '', orderItemId: '' })).toMatchObject({
      orderItemId: undefined,
      fault: undefined,
    });
  });

  it('previews the cost once the mattress and the fault are chosen', () => {
    const warranty = {
      deliveredAt: new Date().toISOString(),
      lines: [{ id: 3, title: 'Queen', unitPriceCents: 180_000, mattress: true }],
      inspection: { first: '', last: '' },
      claims: [],
    };
    expect(previewCost(draft, warranty)).toMatchObject({ coverage: 'free', totalCents: 12_000 });
    expect(previewCost({ ...draft, fault: '' }, warranty)).toBeUndefined();
  });
});

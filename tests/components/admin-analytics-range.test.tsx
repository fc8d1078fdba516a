import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RangeControls } from '#web/features/admin-analytics/components/range-controls.tsx';
import { DEFAULT_RANGE_CHOICE, type RangeChoice } from '#web/features/admin-analytics/lib/range.ts';

/** The controls with the choice kept as the analytics screen keeps it. */
function Controls() {
  const [choice, setChoice] = useState<RangeChoice>({ ...DEFAULT_RANGE_CHOICE, days: 90 });
  return <RangeControls choice={choice} customInUse={false} onChange={setChoice} />;
}

describe('the analytics range fields', () => {
  it('say at the fields that a crossed range is not used, and stop once it is in order', () => {
    render(<Controls />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    fireEvent.change(to, { target: { value: '2026-03-01' } });
    fireEvent.change(from, { target: { value: '2026-03-09' } });

    expect(screen.getByRole('alert').textContent).toBe(
      'From (9 Mar 2026) is after To (1 Mar 2026), so the figures are for the last 90 days. Put the dates in order, or Clear them.',
    );
    for (const field of [from, to]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    }

    fireEvent.change(to, { target: { value: '2026-03-10' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(from.getAttribute('aria-invalid')).toBeNull();
  });
});

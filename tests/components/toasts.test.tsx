import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormMessage } from '#web/components/form-message.tsx';
import { Toaster } from '#web/components/toaster.tsx';
import { showToast } from '#web/lib/toasts.ts';

/** The toast store's clock is the browser's timers: held here, moved by hand, never waited on. */
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const say = (...args: Parameters<typeof showToast>) => act(() => showToast(...args));

describe('toasts close by themselves unless they carry an action', () => {
  it('closes a failure after 10 s and a success after 5 s', () => {
    render(<Toaster />);
    say('error', 'Failed to update stock');
    say('success', 'Delivery saved.');

    pass(5_000);
    expect(screen.queryByText('Delivery saved.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update stock');
    pass(5_000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a failure while the pointer is on it, and gives it its full time once it leaves', () => {
    render(<Toaster />);
    say('error', 'Failed to save voucher');
    const toast = screen.getByRole('alert');

    fireEvent.pointerEnter(toast);
    pass(60_000);
    expect(screen.getByRole('alert')).toBe(toast);
    fireEvent.pointerLeave(toast);
    pass(9_999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    pass(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a failure with an action until the action is used', () => {
    const retry = vi.fn();
    render(<Toaster />);
    say('error', 'Failed to load orders', { label: 'Retry', run: retry });

    pass(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a toast never repeats what a form shows inline', () => {
  it('says nothing of a failure the form already shows', () => {
    render(
      <>
        <FormMessage tone="error">Product not found</FormMessage>
        <Toaster />
      </>,
    );
    say('error', 'Product not found');

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Product not found',
    ]);
  });

  it('takes back a toast once the form shows the same words, and may toast them again after', () => {
    render(<Toaster />);
    say('error', 'Code is required.');
    const { unmount } = render(<FormMessage tone="error">Code is required.</FormMessage>);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    unmount();
    say('error', 'Code is required.');
    expect(screen.getByRole('alert').textContent).toBe('Code is required.');
  });
});

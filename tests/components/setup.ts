import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * jsdom has no modal dialogs: here `showModal` and `close` only open and close the element, which
 * is what the screens' roles and names need. Focus trapping, the inert page behind and Escape are
 * the browser's, and the end-to-end tests check them in Chromium.
 */
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// Testing Library cleans up by itself only where test globals are on; here they are not.
afterEach(() => {
  // Toasts outlive the screen that raised them (as in the app): dismissed, none reaches the next test.
  for (const dismiss of screen.queryAllByRole('button', { name: 'Dismiss message' })) {
    act(() => dismiss.click());
  }
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * A server-rendered page is on screen before the app that gives its buttons their handlers: a
 * shopper who taps the bag button in that moment would see nothing happen. A tap on a plain
 * button (`type="button"`, which does nothing without the app) is kept and given again once the
 * app has taken the page over. So is the sending of a form without an `action`: the browser
 * would send it to the page's own address as a query string (a new password, a link's token
 * lost), so it is held and sent by the app. Links, and forms with an address of their own (the
 * search box), keep working without the app and are left to the browser. Any first input also
 * means the app is wanted now, not after the first paint.
 */
export interface EarlyTaps {
  /** Settles at the shopper's first tap, click or key press on the page. */
  readonly firstInput: Promise<void>;
  /**
   * Stops keeping taps and gives the last kept one to the app, if its button is still there, and
   * the same for the button of the form held back.
   */
  replay(): void;
}

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

export function keepEarlyTaps(): EarlyTaps {
  let keptButton: HTMLButtonElement | undefined;
  let keptSubmitter: HTMLElement | null = null;
  let inputSeen: () => void = () => {};
  const firstInput = new Promise<void>((resolve) => {
    inputSeen = resolve;
  });
  const onInput = () => inputSeen();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button' && !button.disabled) keptButton = button;
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    keptSubmitter = event.submitter;
  };
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true });
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('submit', onSubmit, { capture: true });

  return {
    firstInput,
    replay() {
      for (const type of INPUT_EVENTS) {
        document.removeEventListener(type, onInput, { capture: true });
      }
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('submit', onSubmit, { capture: true });
      // The app listens at its root from the moment it starts taking the page over, and a
      // click there makes React finish that part first: the kept tap reaches its handler.
      if (keptButton?.isConnected) keptButton.click();
      // The same for a form, through the button that sent it: the click makes React finish that
      // part first, so the app's handler sends the form, not the browser.
      if (keptSubmitter?.isConnected) keptSubmitter.click();
      keptButton = undefined;
      keptSubmitter = null;
    },
  };
}

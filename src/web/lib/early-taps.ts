/**
 * A server-rendered page is on screen before the app that gives its buttons their handlers: a
 * shopper who taps the bag button in that moment would see nothing happen. A tap on a plain
 * button (`type="button"`, which does nothing without the app) is kept and given again once the
 * app has taken the page over; links and forms keep working without the app, so they are left
 * to the browser. Any first input also means the app is wanted now, not after the first paint.
 */
export interface EarlyTaps {
  /** Settles at the shopper's first tap, click or key press on the page. */
  readonly firstInput: Promise<void>;
  /** Stops keeping taps and gives the last kept one to the app, if its button is still there. */
  replay(): void;
}

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

export function keepEarlyTaps(): EarlyTaps {
  let keptButton: HTMLButtonElement | undefined;
  let inputSeen: () => void = () => {};
  const firstInput = new Promise<void>((resolve) => {
    inputSeen = resolve;
  });
  const onInput = () => inputSeen();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button' && !button.disabled) keptButton = button;
  };
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, { capture: true });
  document.addEventListener('click', onClick, { capture: true });

  return {
    firstInput,
    replay() {
      for (const type of INPUT_EVENTS) {
        document.removeEventListener(type, onInput, { capture: true });
      }
      document.removeEventListener('click', onClick, { capture: true });
      // The app listens at its root from the moment it starts taking the page over, and a
      // click there makes React finish that part first: the kept tap reaches its handler.
      if (keptButton?.isConnected) keptButton.click();
      keptButton = undefined;
    },
  };
}

import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { APP_STATE_ELEMENT_ID } from '#shared/page-rendering.js';

/**
 * What a server-rendered page hands the browser (src/web/entry-server.tsx): the router's state and
 * the catalogue answers the page was rendered with, so the first render in the browser is the
 * server's, element for element, and asks for nothing again.
 */
export interface AppState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The state the server wrote into the page, or undefined on a page the browser renders alone. */
export function readAppState(): AppState | undefined {
  const text = document.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as AppState) : undefined;
}

import '#web/lib/zod-csp.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
// The DOM build of the provider: navigations asking for flushSync get React DOM's.
import { RouterProvider } from 'react-router/dom';
import { type AppState, readAppState } from './app-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

/**
 * Loads the code of the routes the page opens on before the first render: hydrating, that render
 * must be the screen the server sent, not the placeholder a lazy route shows while it loads.
 */
async function loadOpeningRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Settles once React listens at the page's root: from then on, taps reach their handlers. */
async function start(container: HTMLElement, state: AppState | undefined): Promise<void> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  if (state) {
    hydrate(queryClient, state.queries);
    await loadOpeningRoutes(routes);
  }
  const router = createBrowserRouter(routes, { hydrationData: state?.router });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A page the server rendered is taken over as it is; any other is rendered here. Taking over
  // as a transition lets React yield to the browser every few milliseconds instead of holding
  // the page in one long task; a tap meanwhile hydrates the part tapped first.
  if (state) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

export function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lost its #root element');
  return start(container, readAppState());
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import { Toaster } from '#web/components/toaster.tsx';

/**
 * Renders a screen as the app holds it: the app's own query client (its caches, retries and
 * failure alerts), a router for its links, and the toaster the admin and the dialogs show
 * messages in. Answers `user`, a Testing Library user who types and clicks.
 */
export function renderInApp(screen: ReactElement) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const rendered = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        {screen}
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...rendered, user, queryClient };
}

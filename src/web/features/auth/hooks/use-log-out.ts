import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { setSessionUser } from '#web/api/get-session.ts';
import { useLogout } from '../api/logout';

/**
 * Log Out of the account menus (spec sections 4 and 8): home, replacing the history entry so Back
 * does not return to an account page; the alerts are the spec's own words.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useLogout();

  async function logOut() {
    let success: boolean;
    try {
      ({ success } = await mutateAsync());
    } catch {
      window.alert('An error occurred during logout.');
      return;
    }
    if (!success) {
      window.alert('Logout failed.');
      return;
    }
    // Leave first: a screen that needs the login would otherwise refetch and fail on the way out.
    await navigate(pagePaths.home, { replace: true });
    setSessionUser(queryClient, null);
  }

  return { logOut, pending: isPending };
}

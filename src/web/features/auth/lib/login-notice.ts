/**
 * A note handed to the login page in the navigation state (such as "Account created."), so it
 * shows once and not again on reload or when the link is shared.
 */
interface LoginNoticeState {
  loginNotice: string;
}

export function loginNoticeState(text: string): LoginNoticeState {
  return { loginNotice: text };
}

export function readLoginNotice(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return undefined;
  const { loginNotice } = state;
  return typeof loginNotice === 'string' ? loginNotice : undefined;
}

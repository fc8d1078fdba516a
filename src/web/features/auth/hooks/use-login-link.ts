import { useLocation } from 'react-router';
import { loginPath, pagePaths, RETURN_TO_PARAMETER } from '#shared/paths.js';

/**
 * Where the header's Log in goes: the login page, asked to come back to the page the shopper is
 * on (issue 26), which the login page checks as it checks any return path. On the login and
 * register pages themselves it keeps the page those were asked to return to.
 */
export function useLoginLink(): string {
  const { pathname, search } = useLocation();
  const onAuthPage = pathname === pagePaths.login || pathname === pagePaths.register;
  return onAuthPage
    ? loginPath(new URLSearchParams(search).get(RETURN_TO_PARAMETER))
    : loginPath(`${pathname}${search}`);
}

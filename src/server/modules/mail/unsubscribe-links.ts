import { API_BASE } from '#shared/constants.js';
import type { MailUnsubscribe } from './layout.js';

/**
 * The two ways out of a list mail (decision 0068): the RFC 8058 headers' one-click API URL and
 * the footer's page, each the shop's public address before the path that carries the token.
 */
export function unsubscribeLinks(
  publicUrl: string,
  oneClickApiPath: string,
  pagePath: string,
): MailUnsubscribe {
  return {
    oneClickUrl: `${publicUrl}${API_BASE}${oneClickApiPath}`,
    pageUrl: `${publicUrl}${pagePath}`,
  };
}

/** What a route tells the server's renderer (src/web/entry-server.tsx) through its `handle`. */
export interface RouteHandle {
  /**
   * The page depends on who is asking (their session, their payment): the server sends the empty
   * shell and the browser renders it, as it does for every page in development.
   */
  browserOnly?: boolean;
  /** The HTTP status the page is sent with; 200 when unset. */
  status?: number;
}

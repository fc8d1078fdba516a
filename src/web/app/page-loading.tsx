/**
 * Shown inside the layout while a route's loader decides (such as a login check on first load),
 * so the top bar is there at once and the screen itself never flashes before the check.
 */
export function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-2xl px-6 py-24 text-center text-muted">
      Loading…
    </p>
  );
}

/** Stand-ins for the four bed sizes most products have. */
const SIZE_PLACEHOLDERS = ['single', 'super-single', 'queen', 'king'];

/** The page's shape while the product loads, so nothing jumps when it arrives. */
export function ProductLoading() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-5 pt-6 pb-16 sm:px-8">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <div
        aria-hidden="true"
        className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14"
      >
        <div className="aspect-[4/3] animate-pulse rounded-2xl bg-sand motion-reduce:animate-none sm:rounded-3xl" />
        <div className="space-y-5">
          <div className="h-3 w-1/4 rounded bg-sand" />
          <div className="h-10 w-3/4 rounded bg-sand" />
          <div className="h-8 w-1/3 rounded bg-sand" />
          <div className="grid grid-cols-2 gap-3">
            {SIZE_PLACEHOLDERS.map((key) => (
              <div key={key} className="h-20 rounded-xl bg-sand" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

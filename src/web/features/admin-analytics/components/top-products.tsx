import { formatDollars } from '#shared/money.js';
import type { TopProduct } from '#shared/schemas/analytics.js';

/** 'Top Products (by qty)': name, pieces and revenue, each with a bar of its share. */
export function TopProducts({ products }: { products: TopProduct[] }) {
  const max = Math.max(1, ...products.map((product) => product.qty));
  return (
    <section
      aria-labelledby="top-products-title"
      className="rounded-xl border border-sand bg-white p-4"
    >
      <h3 id="top-products-title" className="text-lg text-navy">
        Top Products (by qty)
      </h3>
      {products.length === 0 ? (
        <p className="py-8 text-muted">No products found.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {products.map((product) => (
            <li key={`${product.productId}-${product.name}`}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-navy">{product.name}</span>
                <span className="shrink-0 tabular-nums text-ink">
                  {product.qty} pcs · {formatDollars(product.revenue)}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-sand">
                <div
                  className="h-2 rounded-full bg-gold"
                  style={{ width: `${(product.qty / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

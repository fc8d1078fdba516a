import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '#shared/schemas/product.js';

/** "12 products", announced politely as filters change; dimmed while newer results load. */
export function ResultCount({ query }: { query: UseQueryResult<ProductPage> }) {
  const count = query.data?.total;
  return (
    <p
      role="status"
      className={`text-sm text-muted transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {count !== undefined && !query.isError && `${count} ${count === 1 ? 'product' : 'products'}`}
    </p>
  );
}

import type { AddedToBag } from '#web/lib/bag-events.ts';

/** The top of the mini-bag: what was just added, where the shopper is looking. */
export function AddedNotice({ added }: { added: AddedToBag }) {
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-3 rounded-xl border border-success/30 bg-success/10 p-3"
    >
      {added.imageUrl && (
        <img
          src={added.imageUrl}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-lg bg-sand object-cover"
        />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-success">{added.message}</p>
        <p className="truncate text-ink">
          {added.name}
          {added.sizeLabel && ` (${added.sizeLabel})`} × {added.quantity}
        </p>
      </div>
    </div>
  );
}

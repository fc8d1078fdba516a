import { DELIVERY_STATE_LABELS } from '#shared/delivery-states.js';
import type { RunSheetStop } from '#shared/schemas/run-sheet.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { DeliveryMoves } from '#web/components/delivery-moves.tsx';
import { useMoveDelivery } from '../api/run-sheet';

/** "Queen, 152 × 190 cm", "152 × 190 cm", or nothing for a product without sizes. */
const sizeText = (item: RunSheetStop['items'][number]) =>
  [item.sizeName, item.dimensions].filter(Boolean).join(', ');

/** One stop of the run: whom to call, where to go, what to carry in, and its moves. */
export function RunStopCard({ stop }: { stop: RunSheetStop }) {
  const move = useMoveDelivery();
  const titleId = `run-stop-${stop.orderId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="break-inside-avoid rounded-xl border border-sand-deep bg-white p-4 print:rounded-none print:border-x-0 print:border-t-0 print:p-2"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={titleId} className="font-semibold text-navy">
          #{stop.orderId} · {stop.recipient ?? 'No name given'}
        </h4>
        <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-navy">
          {DELIVERY_STATE_LABELS[stop.deliveryState]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink">
        {stop.address}, Singapore {stop.postalCode}
      </p>
      {stop.phone && (
        <p className="text-sm">
          <a href={`tel:${stop.phone.replaceAll(' ', '')}`} className={inlineLinkClass}>
            {stop.phone}
          </a>
        </p>
      )}
      <ul className="mt-2 space-y-0.5 text-sm text-ink">
        {stop.items.map((item) => (
          <li key={`${item.name}-${item.dimensions}`}>
            <strong className="tabular-nums">{item.qty} ×</strong> {item.name}
            {sizeText(item) && <span className="text-muted"> — {sizeText(item)}</span>}
          </li>
        ))}
      </ul>
      {stop.services.length > 0 && (
        <p className="mt-1 text-sm text-ink">
          <span className="font-semibold text-navy">Services:</span>{' '}
          {stop.services.map((service) => `${service.qty} × ${service.name}`).join(', ')}
        </p>
      )}
      {stop.note && <p className="mt-2 text-sm text-ink">Note: {stop.note}</p>}
      <DeliveryMoves
        orderId={stop.orderId}
        status={stop.status}
        state={stop.deliveryState}
        busy={move.isPending}
        onMove={(state, note) =>
          move.mutateAsync({ orderId: stop.orderId, move: { state, note } }).then(
            () => true,
            () => false,
          )
        }
      />
    </article>
  );
}

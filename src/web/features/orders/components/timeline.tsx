import { formatDateTime } from '#shared/time.js';

/** One step of an order's story as a timeline shows it. */
export interface TimelineStep {
  key: string;
  label: string;
  at: string;
  note?: string | undefined;
}

/** Steps oldest first, the latest marked as the current one (in words too, for screen readers). */
export function Timeline({ steps, current }: { steps: TimelineStep[]; current: string }) {
  return (
    <ol className="mt-4 space-y-0">
      {steps.map((step, index) => {
        const latest = index === steps.length - 1;
        return (
          <li key={step.key} className="relative flex gap-4 pb-5 last:pb-0">
            {!latest && (
              <span
                aria-hidden="true"
                className="absolute top-5 left-[0.4375rem] h-full w-px bg-sand-deep"
              />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1.5 size-3.5 shrink-0 rounded-full border-2 ${latest ? 'border-navy bg-navy' : 'border-sand-deep bg-white'}`}
            />
            <div>
              <p className={`text-navy ${latest ? 'font-semibold' : ''}`}>
                {step.label}
                {latest && <span className="sr-only"> ({current})</span>}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </p>
              {step.note && <p className="text-sm text-ink">{step.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

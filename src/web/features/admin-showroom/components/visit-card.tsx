import type { StaffVisit } from '#shared/schemas/showroom-visits.js';
import { VISIT_OUTCOMES, VISIT_STATE_LABELS, type VisitState } from '#shared/showrooms.js';
import { telHref } from '#web/lib/contact-links.ts';
import { useMarkVisit } from '../api/showroom-day';

const STATE_LOOK: Record<VisitState, string> = {
  booked: 'bg-sand text-navy',
  attended: 'bg-success/10 text-success',
  no_show: 'bg-danger/10 text-danger',
  cancelled: 'bg-ink/5 text-muted line-through',
};

const OUTCOME_BUTTON = {
  attended: 'Attended',
  no_show: 'No-show',
} as const;

/** One visit of the day: who, how to call them, what to have ready, and its outcome. */
export function VisitCard({ visit }: { visit: StaffVisit }) {
  const mark = useMarkVisit();
  const mattresses = visit.mattresses.map((mattress) => mattress.name).join(', ');
  return (
    <article
      aria-label={`${visit.time}: ${visit.name}`}
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand sm:grid-cols-[6rem_1fr_auto] sm:items-center"
    >
      <p className="text-lg font-medium text-navy">{visit.time}</p>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-navy">{visit.name}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_LOOK[visit.state]}`}
          >
            {VISIT_STATE_LABELS[visit.state]}
          </span>
        </p>
        <p className="text-sm">
          <a
            href={telHref(visit.phone)}
            className="font-medium text-navy underline decoration-gold underline-offset-4"
          >
            {visit.phone}
          </a>
          <span className="break-all text-muted"> · {visit.email}</span>
        </p>
        <p className="text-sm text-ink/85">To try: {mattresses || 'nothing chosen'}</p>
      </div>
      {visit.state !== 'cancelled' && (
        <div className="flex gap-2">
          {VISIT_OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              disabled={mark.isPending || visit.state === outcome}
              aria-pressed={visit.state === outcome}
              onClick={() => mark.mutate({ visitId: visit.id, outcome })}
              className="min-h-11 rounded-full border border-navy px-4 text-sm font-medium text-navy transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:bg-navy aria-pressed:text-cream aria-pressed:opacity-100"
            >
              <span className="sr-only">Mark {visit.name} </span>
              {OUTCOME_BUTTON[outcome]}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

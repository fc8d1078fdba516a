import type { Visit } from '#shared/schemas/showroom-visits.js';
import { VISIT_STATE_LABELS } from '#shared/showrooms.js';

/** The visit's facts: when, where, its state and the mattresses to try. */
export function VisitSummary({ visit }: { visit: Visit }) {
  const rows = [
    { label: 'When', value: visit.when },
    { label: 'Showroom', value: visit.showroomName },
    { label: 'Address', value: visit.address },
    { label: 'Status', value: VISIT_STATE_LABELS[visit.state] },
    {
      label: 'To try',
      value: visit.mattresses.map((mattress) => mattress.name).join(', ') || 'Anything you like',
    },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-white p-5 ring-1 ring-sand sm:grid-cols-[8rem_1fr] sm:p-6">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm font-medium text-muted">{row.label}</dt>
          <dd className="text-navy">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

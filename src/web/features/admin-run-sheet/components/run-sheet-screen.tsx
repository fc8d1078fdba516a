import { useId, useState } from 'react';
import { DELIVERY_WINDOW_LABELS, DELIVERY_WINDOWS, type DeliveryWindow } from '#shared/delivery.js';
import { shopDay } from '#shared/time.js';
import { allOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { QueryStates } from '#web/components/query-states.tsx';
import { downloadCsv } from '#web/lib/download-file.ts';
import { useRunSheet } from '../api/run-sheet';
import { runSheetCsv, runSheetFileName } from '../lib/run-sheet-csv';
import { RunStopCard } from './run-stop-card';

/**
 * The run sheet (issue 24): a day's deliveries, window by window, as the crews carry them (on a
 * phone, or printed), with the moves of each delivery at hand.
 */
export function RunSheetScreen() {
  const [date, setDate] = useState(() => shopDay(new Date()));
  const [window, setWindow] = useState<DeliveryWindow | ''>('');
  const sheet = useRunSheet(date, window || undefined);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl text-navy">
          Run sheet
        </h2>
        {sheet.data && <p className="text-lg text-ink">{sheet.data.label}</p>}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
        <InputField
          label="Date"
          type="date"
          value={date}
          required
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
        <SelectField
          label="Window"
          options={DELIVERY_WINDOWS}
          optionLabel={(id) => DELIVERY_WINDOW_LABELS[id]}
          first={allOption}
          value={window}
          onChange={(event) => setWindow(event.target.value as DeliveryWindow | '')}
        />
        <button type="button" onClick={() => globalThis.print()} className={secondaryButtonClass}>
          Print
        </button>
        <button
          type="button"
          disabled={!sheet.data}
          onClick={() =>
            sheet.data && downloadCsv(runSheetFileName(sheet.data), runSheetCsv(sheet.data))
          }
          className={secondaryButtonClass}
        >
          Download CSV
        </button>
      </div>
      <QueryStates query={sheet} failure="Failed to load the run sheet">
        {({ windows }) => (
          <div className="mt-6 space-y-8">
            {windows.map((run) => (
              <section key={run.id} aria-labelledby={`run-${run.id}`}>
                <h3 id={`run-${run.id}`} className="text-lg font-semibold text-navy">
                  {run.label}{' '}
                  <span className="text-sm font-normal text-muted">
                    · {run.stops.length} {run.stops.length === 1 ? 'stop' : 'stops'}
                  </span>
                </h3>
                {run.stops.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">No deliveries in this window.</p>
                ) : (
                  <ol className="mt-3 grid gap-3 md:grid-cols-2 print:block print:space-y-2">
                    {run.stops.map((stop) => (
                      <li key={stop.orderId}>
                        <RunStopCard stop={stop} />
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            ))}
          </div>
        )}
      </QueryStates>
    </section>
  );
}

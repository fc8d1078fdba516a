const headClass =
  'bg-sand/60 px-4 py-3 text-xs font-semibold uppercase tracking-[0.14em] text-navy sm:px-6';
const cellClass = 'border-t border-sand px-4 py-4 align-top sm:px-6';

export interface FeeRow {
  item: string;
  /** "S$120.00", "Free", or why there is no price (a note such as "Not offered at the moment"). */
  amount: string;
  /** What the amount is counted per, such as "set"; absent for a one-off fee. */
  per?: string | undefined;
  /** The amount is a note, not a price: it reads quieter and may wrap on a narrow screen. */
  isNote?: boolean;
}

interface FeeTableProps {
  /** Read out by screen readers; the section title already says it on screen. */
  caption: string;
  /** The heading of the first column, such as "Service". */
  itemLabel: string;
  rows: FeeRow[];
}

/** Two columns, what and how much, with the amounts lined up on the right. */
export function FeeTable({ caption, itemLabel, rows }: FeeTableProps) {
  return (
    <table className="w-full overflow-hidden rounded-2xl bg-white text-left ring-1 ring-sand">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            {itemLabel}
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Fee
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ item, amount, per, isNote = false }) => (
          <tr key={item}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {item}
            </th>
            <td className={`${cellClass} text-right ${isNote ? '' : 'whitespace-nowrap'}`}>
              <span className={isNote ? 'text-muted' : 'font-medium text-navy tabular-nums'}>
                {amount}
              </span>
              {per && <span className="block text-sm text-muted sm:inline"> per {per}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

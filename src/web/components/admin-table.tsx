import type { ReactNode } from 'react';
import { TableScroller } from './table-scroller';

export interface AdminColumn {
  label: string;
  /** Numbers (money, counts) line up on the right. */
  align?: 'end';
  /** Named for screen readers only, such as the column of row buttons ("Actions"). */
  hidden?: boolean;
}

interface AdminTableProps {
  /** Names the scrolling region for screen readers: "Orders table". */
  label: string;
  /** A caption for screen readers, such as "Orders, newest first". */
  caption?: string;
  columns: readonly AdminColumn[];
  /** The width below which the table scrolls sideways, as a Tailwind class (min-w-[52rem]). */
  minWidth: string;
  /** Wider gaps between columns, for tables with few, short columns. */
  wide?: boolean;
  /** Placement of the table, such as a top margin. */
  className?: string;
  /** The body's rows; each table's cells are its own. */
  children: ReactNode;
}

/** The admin's data table: scrolls sideways on phones, header cells drawn from the column list. */
export function AdminTable({
  label,
  caption,
  columns,
  minWidth,
  wide = false,
  className,
  children,
}: AdminTableProps) {
  const gap = wide ? 'pr-4' : 'pr-3';
  return (
    <TableScroller label={label} className={className}>
      <table className={`w-full ${minWidth} text-sm text-ink`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-sand-deep text-left text-xs uppercase tracking-wide text-muted">
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={[
                  'py-2',
                  index < columns.length - 1 ? gap : '',
                  column.align === 'end' ? 'text-right' : '',
                  'font-medium',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroller>
  );
}

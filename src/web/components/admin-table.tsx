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
  /** The last column holds the row's buttons: it stays in view while the table scrolls sideways. */
  stickyActions?: boolean;
  /** The table sits on a white panel (a dialog) rather than the page's cream. */
  onWhite?: boolean;
  /** The body's rows; each table's cells are its own. */
  children: ReactNode;
}

/**
 * The row's name (first cell) stays at the left edge while a wide table scrolls sideways, over an
 * opaque background, so every row says what it is (from 640 px: on a phone the pinned buttons
 * alone leave room enough to read the rest); the cells keep their bottom rule themselves, as
 * borders of rows do not show with separate borders.
 */
const STICKY_FIRST =
  '[&_td]:border-b [&_td]:border-sand [&_tbody_th]:border-b [&_tbody_th]:border-sand sm:[&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:z-10 [&_tr>*:first-child]:bg-(--table-surface) [&_tr>*:first-child]:pl-1';
/** The row's buttons stay at the right edge, so Mark Refunded is never scrolled out of reach. */
const STICKY_LAST =
  '[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:z-10 [&_tr>*:last-child]:bg-(--table-surface) [&_tr>*:last-child]:pl-3 [&_tr>*:last-child]:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

/** The admin's data table: scrolls sideways on phones, header cells drawn from the column list. */
export function AdminTable({
  label,
  caption,
  columns,
  minWidth,
  wide = false,
  className,
  stickyActions = false,
  onWhite = false,
  children,
}: AdminTableProps) {
  const gap = wide ? 'pr-4' : 'pr-3';
  return (
    <TableScroller label={label} className={className}>
      <table
        className={`w-full ${minWidth} border-separate border-spacing-0 text-sm text-ink ${STICKY_FIRST} ${stickyActions ? STICKY_LAST : ''} ${onWhite ? '[--table-surface:white]' : '[--table-surface:var(--color-cream)]'}`}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-muted [&>th]:border-b [&>th]:border-sand-deep">
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

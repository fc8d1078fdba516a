import { type Key, type ReactNode, useRef } from 'react';
import { useNarrowerThan } from '#web/lib/use-narrower-than.ts';
import { TableScroller } from './table-scroller';

export interface AdminColumn<Row> {
  label: string;
  /** The column's cell of one row. */
  cell: (row: Row) => ReactNode;
  /**
   * The row's name (a row header, and the title of its card) or the row's buttons (the foot of
   * its card, without a label).
   */
  kind?: 'name' | 'actions';
  /** Numbers (money, counts) line up on the right of the table. */
  align?: 'end';
  /** The header is named for screen readers only, such as the column of row buttons ("Actions"). */
  hidden?: boolean;
  /**
   * On a card a field sits beside another and the row's buttons across the card's foot; `across`
   * gives a field the card's width (an e-mail, an address), `beside` puts a single button next
   * to the last field.
   */
  card?: 'across' | 'beside';
  /** Classes of the column's cells in the table (not on a card): a width, `whitespace-nowrap`. */
  className?: string;
}

interface AdminTableProps<Row> {
  /** Names the region for screen readers: "Orders table". */
  label: string;
  /** A caption for screen readers, such as "Orders, newest first". */
  caption?: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /**
   * The width in rem the table needs to show every column unclipped; in a narrower place each
   * row is a card instead.
   */
  minWidth: number;
  /** Taller rows and wider gaps between columns, for tables with few, short columns. */
  wide?: boolean;
  /** Placement of the table, such as a top margin. */
  className?: string;
}

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** Cards fill the width side by side where there is room for two, one under the other on phones. */
const CARD_TABLE =
  'block [&_thead]:sr-only [&_tbody]:grid [&_tbody]:grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] [&_tbody]:gap-3';
/** A field beside an across one's gap moves up to fill it (dense), so no card has holes. */
const CARD_ROW =
  'grid grid-flow-row-dense grid-cols-2 content-start gap-x-4 gap-y-3 rounded-lg border border-sand bg-white p-4';

/** Where a column's cell sits on a card. */
function cardCellClass(column: AdminColumn<never>): string {
  if (column.kind === 'name') return 'order-first col-span-2 text-base';
  if (column.kind === 'actions') return column.card === 'beside' ? 'self-end' : 'col-span-2';
  return column.card === 'across' ? 'col-span-2' : '';
}

/** Where a column's cell sits in the table. */
function tableCellClass(column: AdminColumn<never>, last: boolean, wide: boolean): string {
  return cx(
    wide ? 'py-3' : 'py-2',
    !last && (wide ? 'pr-4' : 'pr-3'),
    column.align === 'end' && 'text-right',
    column.className,
  );
}

/**
 * The admin's data table, drawn from its columns and rows. Where its columns fit it is a table
 * with every column unclipped; narrower (a phone, a dialog, a screen beside the navigation) each
 * row is a card instead: its name as the title, each field under its column's label, the row's
 * buttons at its foot. Both are the same table to assistive technology: the cards only restyle
 * its rows, and their labels repeat what the column headers already say.
 */
export function AdminTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  wide = false,
  className,
}: AdminTableProps<Row>) {
  const region = useRef<HTMLElement>(null);
  const cards = useNarrowerThan(region, minWidth);
  return (
    <TableScroller label={label} className={className} scrolls={!cards} ref={region}>
      <table
        className={cx('w-full border-collapse text-sm text-ink', cards && CARD_TABLE)}
        data-layout={cards ? 'cards' : 'table'}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr className="border-b border-sand-deep text-left text-xs uppercase tracking-wide text-muted">
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cx(
                  tableCellClass(column, index === columns.length - 1, false),
                  'font-medium',
                )}
              >
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={cards ? CARD_ROW : 'border-b border-sand align-middle last:border-b-0'}
            >
              {columns.map((column, index) => {
                const Cell = column.kind === 'name' ? 'th' : 'td';
                return (
                  <Cell
                    key={column.label}
                    scope={column.kind === 'name' ? 'row' : undefined}
                    className={cx(
                      cards
                        ? cx('block min-w-0 break-words', cardCellClass(column))
                        : tableCellClass(column, index === columns.length - 1, wide),
                      column.kind === 'name' && 'text-left font-semibold text-navy',
                    )}
                  >
                    {cards && !column.kind && (
                      // The column header names the field for assistive technology already.
                      <span aria-hidden="true" className="block text-xs font-normal text-muted">
                        {column.label}
                      </span>
                    )}
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

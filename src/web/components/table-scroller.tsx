import type { ReactNode, Ref } from 'react';

interface TableScrollerProps {
  /** Names the region for screen readers: "Orders table". */
  label: string;
  children: ReactNode;
  /** False when its rows are cards, which fit the width and need no sideways scroll. */
  scrolls?: boolean;
  /** The region itself, for measuring the width it has. */
  ref?: Ref<HTMLElement>;
  /** Placement only, such as a top margin. */
  className?: string;
}

/**
 * A named region around a table that scrolls sideways when the table is wider. Scrolling, it
 * takes keyboard focus so arrow keys can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable); not scrolling, it is no extra stop for the Tab key.
 */
export function TableScroller({
  label,
  children,
  scrolls = true,
  ref,
  className = '',
}: TableScrollerProps) {
  return (
    <section
      ref={ref}
      aria-label={label}
      tabIndex={scrolls ? 0 : undefined}
      className={`${scrolls ? 'overflow-x-auto' : ''} rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold ${className}`}
    >
      {children}
    </section>
  );
}

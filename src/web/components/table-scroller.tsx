import type { ReactNode } from 'react';

interface TableScrollerProps {
  /** Names the region for screen readers: "Orders table". */
  label: string;
  children: ReactNode;
  /** Placement only, such as a top margin. */
  className?: string;
}

/**
 * A wide table that scrolls sideways on phones. The region takes keyboard focus so arrow keys can
 * scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroller({ label, children, className = '' }: TableScrollerProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className={`overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold ${className}`}
    >
      {children}
    </section>
  );
}

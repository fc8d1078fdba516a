import type { ReactNode } from 'react';

/** The heading of each part of the product form (Images, Sizes, Features). */
export function FormSectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="border-t border-sand pt-6 text-lg font-medium text-navy">
      {children}
    </h3>
  );
}

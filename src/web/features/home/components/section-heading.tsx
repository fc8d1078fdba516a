import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The small-caps eyebrow over a serif title that opens each home section. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl leading-tight text-navy sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 leading-relaxed text-muted">{children}</div>}
    </div>
  );
}

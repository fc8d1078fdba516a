import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The h1's id, so the page's <section> can take its name from it. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The calm band that opens every catalogue and information page: eyebrow, serif title, intro. */
export function PageHeader({ id, eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="border-b border-sand bg-sand/40">
      <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-14 lg:py-16">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">{eyebrow}</p>
        <h1 id={id} className="mt-3 text-3xl leading-tight text-navy sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mt-4 max-w-2xl leading-relaxed text-muted sm:text-lg">{children}</div>
        )}
      </div>
    </header>
  );
}

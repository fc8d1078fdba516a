import { type ReactNode, useId } from 'react';

interface InfoSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled part of an information page. */
export function InfoSection({ title, children }: InfoSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl text-navy sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-ink/85">{children}</div>
    </section>
  );
}

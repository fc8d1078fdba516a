import type { ReactNode } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';

interface InfoPageProps {
  id: string;
  /** The browser tab's title, before " | 8etterSleep". */
  pageTitle: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Cards side by side (Contact Us) rather than a column of reading text. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the information pages: header band, then a readable column of sections. */
export function InfoPage({
  id,
  pageTitle,
  eyebrow,
  title,
  intro,
  wide = false,
  children,
}: InfoPageProps) {
  usePageTitle(pageTitle);

  return (
    <section aria-labelledby={id}>
      <PageHeader id={id} eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      {/* Text lines stay short enough to read; the column lines up with the header's left edge. */}
      <div className="mx-auto max-w-7xl px-5 py-12 sm:px-8 sm:py-16">
        <div className={`space-y-14 ${wide ? '' : 'max-w-3xl'}`}>{children}</div>
      </div>
    </section>
  );
}

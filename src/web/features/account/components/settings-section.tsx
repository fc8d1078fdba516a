import { type ReactNode, useId } from 'react';

interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One white card of the settings screen, named by its heading. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-sand bg-white px-5 py-6 shadow-sm shadow-navy/5 sm:px-8 sm:py-8"
    >
      <h2 id={titleId} className="text-2xl text-navy">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

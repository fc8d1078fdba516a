import { type ReactNode, useId } from 'react';
import { shopInfo } from '#shared/shop-info.js';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ShieldIcon, TruckIcon } from './icons';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

const reasons = [
  { Icon: TruckIcon, text: 'Free delivery across Singapore' },
  { Icon: ShieldIcon, text: '10 year limited warranty' },
];

/**
 * The frame of the account screens: a centred card on phones; on wide screens a calm photo panel
 * beside it, so the form stays short and in the middle of the eye line.
 */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const titleId = useId();
  usePageTitle(title);

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:py-20"
    >
      <div className="overflow-hidden rounded-2xl border border-sand bg-white shadow-sm shadow-navy/5 lg:grid lg:grid-cols-[5fr_6fr]">
        <aside
          aria-hidden="true"
          className="relative isolate hidden flex-col justify-end overflow-hidden bg-navy p-10 text-cream lg:flex"
        >
          <img
            src="/img/hero.webp"
            alt=""
            width={1920}
            height={1080}
            loading="lazy"
            className="absolute inset-0 -z-20 size-full object-cover"
          />
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy via-navy/75 to-navy/30" />
          <p className="font-serif text-3xl leading-tight">{shopInfo.tagline}</p>
          <ul className="mt-6 space-y-3 text-sm text-cream/85">
            {reasons.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <Icon className="size-5 text-gold" />
                {text}
              </li>
            ))}
          </ul>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <h1 id={titleId} className="text-3xl text-navy sm:text-4xl">
            {title}
          </h1>
          {intro && <div className="mt-3 leading-relaxed text-muted">{intro}</div>}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}

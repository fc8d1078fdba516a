import type { ComponentType } from 'react';
import { LayersIcon, ShieldIcon, TruckIcon } from '#web/components/icons.tsx';

interface Promise {
  title: string;
  detail: string;
  Icon: ComponentType<{ className?: string }>;
}

/** The three promoted claims of spec section 1, worded within what sections 9's pages promise. */
const PROMISES: Promise[] = [
  {
    title: 'Built to last',
    detail: 'Made to keep their shape and support, night after night, year after year.',
    Icon: LayersIcon,
  },
  {
    title: 'Free Delivery',
    detail: 'To your door anywhere in Singapore, Monday to Saturday.',
    Icon: TruckIcon,
  },
  {
    title: '10 Year Warranty',
    detail: 'Free repair or replacement for the first two years, covered for ten.',
    Icon: ShieldIcon,
  },
];

export function PromiseBanner() {
  return (
    <section aria-label="Our promise" className="bg-sand">
      <ul className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-3 sm:gap-8 sm:px-8 lg:py-16">
        {PROMISES.map(({ title, detail, Icon }) => (
          <li key={title} className="flex gap-4 sm:flex-col sm:items-center sm:text-center">
            <span className="grid size-14 shrink-0 place-items-center rounded-full bg-cream text-gold-deep ring-1 ring-sand-deep">
              <Icon className="size-7" />
            </span>
            <div>
              <h3 className="text-xl text-navy">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink/75">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

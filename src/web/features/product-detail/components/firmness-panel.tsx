import { FirmnessGauge } from '#web/components/product/firmness-gauge.tsx';
import type { FirmnessPanel as FirmnessPanelData } from '../lib/firmness';

/** How the mattress feels and which sleeping positions it suits. */
export function FirmnessPanel({ panel }: { panel: FirmnessPanelData }) {
  return (
    <section aria-labelledby="firmness-title" className="bg-navy text-cream">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">How it feels</p>
          <h2 id="firmness-title" className="mt-3 text-3xl leading-tight sm:text-4xl">
            {panel.feel}, {panel.value}/10
          </h2>
          <p className="mt-4 leading-relaxed text-cream/80">{panel.summary}</p>
          <div className="mt-8 max-w-sm">
            <FirmnessGauge value={panel.value} feel={panel.feel} tone="dark" />
          </div>
        </div>
        <div>
          <h3 className="text-xl">Suits {panel.positions.length} sleeping positions</h3>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {panel.positions.map((position) => (
              <li
                key={position.name}
                className="rounded-2xl bg-cream/[0.06] p-5 ring-1 ring-cream/15"
              >
                <p className="font-semibold text-cream">{position.name}</p>
                <p className="mt-1 text-sm leading-relaxed text-cream/75">{position.fit}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { BED_SIZES, type BedSize } from '#shared/bed-sizes.js';
import { pagePaths } from '#shared/paths.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { InfoPage } from './components/info-page';
import { InfoSection } from './components/info-section';

/** Pixels per cm: every size's length is drawn 7 rem (112 px) tall, its width to scale. */
const DRAWING_PX_PER_CM = (7 * 16) / 190;

/** A size seen from above, to scale, so the difference between the sizes is seen at once. */
function SizeDrawing({ size }: { size: BedSize }) {
  // An SVG's own width and height, not a style attribute: the page's security policy refuses
  // style attributes in the server's HTML.
  const width = size.widthCm * DRAWING_PX_PER_CM;
  const height = size.lengthCm * DRAWING_PX_PER_CM;
  return (
    <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <rect
        x={1}
        y={1}
        width={width - 2}
        height={height - 2}
        rx={8}
        strokeWidth={2}
        className="fill-sand stroke-navy/70"
      />
    </svg>
  );
}

/** /size-guide: Singapore's bed sizes in cm, as the shop makes them. */
export function SizeGuidePage() {
  return (
    <InfoPage
      id="size-guide-title"
      pageTitle="Size Guide"
      eyebrow="Size guide"
      title="Bed sizes in Singapore"
      intro="Every mattress we make comes in Singapore's four bed sizes. Measure your bed frame inside its rails and choose the size that matches it."
      wide
    >
      <InfoSection title="The four sizes">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BED_SIZES.map((size) => (
            <li key={size.name} className="rounded-2xl bg-white p-6 ring-1 ring-sand">
              <SizeDrawing size={size} />
              <h3 className="mt-4 text-xl text-navy">{size.name}</h3>
              <p className="mt-1 font-medium text-ink">{`${size.widthCm} × ${size.lengthCm} cm`}</p>
              <p className="mt-2 text-sm text-muted">{size.sleeps}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Before you choose">
        <ul className="max-w-3xl list-disc space-y-2 pl-5 marker:text-gold">
          <li>
            Sizes abroad differ: an American Queen is 152 × 203 cm, longer than ours. A frame, sheet
            or protector bought overseas may not fit.
          </li>
          <li>
            Check the way in too: the lift, the corridor and the bedroom door. Our mattresses bend a
            little, but a King needs a clear path.
          </li>
          <li>
            Not sure? Try each size at our{' '}
            <Link to={pagePaths.bookVisit} className={inlineLinkClass}>
              showrooms
            </Link>
            , or let the{' '}
            <Link to={pagePaths.mattressFinder} className={inlineLinkClass}>
              mattress finder
            </Link>{' '}
            pick for you.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}

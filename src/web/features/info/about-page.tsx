import { Link } from 'react-router';
import { imageSrcSet, imageUrlForKey } from '#shared/images.js';
import { pagePaths } from '#shared/paths.js';
import { shopInfo } from '#shared/shop-info.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { StoreCard } from '#web/components/stores/store-card.tsx';
import { InfoPage } from './components/info-page';
import { InfoSection } from './components/info-section';

const CRAFT_IMAGE = imageUrlForKey('demo/features/layers.webp');

const VALUES = [
  {
    title: 'Made for our climate',
    text: 'Breathable covers and airy comfort layers, because Singapore nights are warm and humid all year.',
  },
  {
    title: 'Tried before bought',
    text: 'Every mattress is in our showrooms to lie on, and our staff would rather you take your time than rush.',
  },
  {
    title: 'Here for the long run',
    text: 'A 10-year limited warranty and free delivery, from a family that plans to be answering the phone in ten years.',
  },
];

/** About Us: the company's story and its two showrooms. */
export function AboutPage() {
  return (
    <InfoPage
      id="about-title"
      pageTitle="About Us"
      wide
      eyebrow="About Us"
      title="A Singapore family that makes beds"
      intro="8etterSleep grew out of a small mattress workshop in the east of Singapore. Two generations later, we still design every mattress around one question: how will you sleep on it?"
    >
      <InfoSection title="Our story">
        <div className="grid gap-8 md:grid-cols-2 md:items-start lg:gap-14">
          <div className="max-w-prose space-y-4">
            <p>
              It began with repairs. Our founder spent his early years re-covering and mending
              mattresses for neighbours and small hotels, and opening up other people&apos;s beds
              taught him what wears out first: thin comfort layers, tired edges and covers that trap
              the heat.
            </p>
            <p>
              So the family started making their own, in small batches, with those weak points built
              stronger. Word spread from one HDB block to the next, and the workshop became a
              showroom in Ubi, then a second studio in Tampines.
            </p>
            <p>
              Today the second generation runs 8etterSleep. We still test every new mattress
              ourselves before it reaches the showroom floor, we still deliver to your door, and we
              still pick up the phone when something isn&apos;t right.
            </p>
          </div>
          <img
            src={CRAFT_IMAGE}
            srcSet={imageSrcSet(CRAFT_IMAGE, [320, 480, 640, 800, 1200])}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            alt="The layers of an 8etterSleep mattress, from the pocket springs up to the quilted cover"
            width={1200}
            height={900}
            loading="lazy"
            decoding="async"
            className="w-full rounded-2xl bg-white ring-1 ring-sand"
          />
        </div>
      </InfoSection>

      <InfoSection title="What we care about">
        <ul className="grid gap-4 sm:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl bg-white p-5 ring-1 ring-sand">
              <h3 className="text-lg text-navy">{value.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink/80">{value.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title="Visit our showrooms">
        <p>Come and lie down on every mattress before you choose. Both showrooms are open daily.</p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {shopInfo.stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
        <Link to={pagePaths.contact} className={secondaryButtonClass}>
          Contact us and find us on the map
        </Link>
      </InfoSection>
    </InfoPage>
  );
}

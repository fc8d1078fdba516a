import { useState } from 'react';
import { Link } from 'react-router';
import { HERO_IMAGES } from '#shared/image-layouts.js';
import { pagePaths } from '#shared/paths.js';
import { ArrowRightIcon } from '#web/components/icons.tsx';
import { useHeroVideo } from '../hooks/use-hero-video';

/**
 * The hero artwork through the image route, so each screen gets the width it needs: a portrait
 * crop on phones, the wide scene from 640 px. The server preloads the very file each screen picks
 * from the same sources (src/shared/page-heads/site-pages.ts).
 */
const [portrait, wide] = HERO_IMAGES;

const coverClass = 'absolute inset-0 -z-20 size-full object-cover';

/**
 * The video hero: the poster picture shows at once (it is the page's largest paint), and the
 * short loop `npm run video` makes from the same artwork fades in over it once the page has loaded.
 */
export function Hero() {
  const playVideo = useHeroVideo(wide.media);
  const [playing, setPlaying] = useState(false);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[34rem] items-end overflow-hidden bg-navy sm:min-h-[38rem] lg:h-[min(82vh,48rem)]"
    >
      <picture>
        <source
          media={portrait.media}
          srcSet={portrait.srcSet}
          sizes={portrait.sizes}
          width={1200}
          height={1600}
        />
        <img
          src={wide.src}
          srcSet={wide.srcSet}
          sizes={wide.sizes}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          className={coverClass}
        />
      </picture>
      {playVideo && (
        // Decoration only: no sound, no controls, nothing a screen reader needs to hear about.
        <div aria-hidden="true" className="contents">
          <video
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            data-playing={playing || undefined}
            onPlaying={() => setPlaying(true)}
            className={`${coverClass} opacity-0 transition-opacity duration-700 data-playing:opacity-100`}
          >
            <source src="/video/hero.webm" type="video/webm" />
            <source src="/video/hero.mp4" type="video/mp4" />
          </video>
        </div>
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-navy/95 via-navy/70 to-navy/35 lg:bg-gradient-to-r lg:from-navy/85 lg:via-navy/40 lg:to-transparent"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pb-14 sm:px-8 lg:pb-24">
        <div className="max-w-xl text-cream lg:max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-sand sm:tracking-[0.24em]">
            Mattresses &amp; bedding · Singapore
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">
            Sleep well. Wake up better.
          </h1>
          <p className="mt-5 max-w-md text-base leading-relaxed text-cream/85 sm:text-lg">
            Mattresses designed for the way Singapore sleeps, with free delivery and a 10 year
            warranty.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={pagePaths.allProducts}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-cream px-8 font-semibold text-navy transition-colors hover:bg-sand"
            >
              Explore
              <ArrowRightIcon className="size-5" />
            </Link>
            <Link
              to={pagePaths.contact}
              className="inline-flex min-h-12 items-center rounded-full border border-cream/60 px-7 font-medium text-cream transition-colors hover:bg-cream/10"
            >
              Visit a showroom
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

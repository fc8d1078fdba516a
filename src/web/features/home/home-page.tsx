import { HOME_PAGE_NAME } from '#shared/page-titles.js';
import { FindUs } from '#web/components/stores/find-us.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AccessoriesShowcase } from './components/accessories-showcase';
import { FeaturedBanners } from './components/featured-banners';
import { Hero } from './components/hero';
import { Highlights } from './components/highlights';
import { HomeProducts } from './components/home-products';
import { PromiseBanner } from './components/promise-banner';

export function HomePage() {
  usePageTitle(HOME_PAGE_NAME);
  return (
    <>
      <Hero />
      <FeaturedBanners />
      <PromiseBanner />
      <Highlights />
      <AccessoriesShowcase />
      <HomeProducts />
      <FindUs />
    </>
  );
}

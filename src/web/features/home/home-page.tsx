import { HOME_PAGE_NAME } from '../../../shared/page-titles.js';
import { usePageTitle } from '../../lib/use-page-title';
import { FindUs } from '../stores/components/find-us';
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

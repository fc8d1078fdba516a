import { CollectionListing } from './components/collection-listing';

/** /products/accessory, where /accessories and the menus' Accessories link lead. */
export function AccessoriesPage() {
  return <CollectionListing collection="Accessories" />;
}

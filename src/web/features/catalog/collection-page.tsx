import { useParams } from 'react-router';
import { collectionFromSlug } from '#shared/constants.js';
import { CollectionListing } from './components/collection-listing';
import { UnknownCollection } from './components/unknown-collection';

/** /products/collection/{slug}: slugs are collection names in any letter case. */
export function CollectionPage() {
  const { slug = '' } = useParams();
  const collection = collectionFromSlug(slug);
  return collection ? <CollectionListing collection={collection} /> : <UnknownCollection />;
}

import { orderPhotos } from '#server/modules/media/index.js';

/** Claim photos: under their order's warranty folder, checked by content when the claim is filed. */
export const claimPhotos = orderPhotos('warranty');

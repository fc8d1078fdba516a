import { orderPhotos } from '#server/modules/media/index.js';

/** Review photos: under their order's reviews folder, checked by content when the review is sent. */
export const reviewPhotos = orderPhotos('reviews');

/** What a buyer's review of a mattress records beside its stars (issue 26). */
export const SLEEP_POSITIONS = ['side', 'back', 'front'] as const;
export type SleepPosition = (typeof SLEEP_POSITIONS)[number];

export const BODY_BUILDS = ['petite', 'average', 'large'] as const;
export type BodyBuild = (typeof BODY_BUILDS)[number];

/** How firm the mattress felt to the reviewer, softest first. */
export const FELT_FIRMNESS = ['soft', 'medium-soft', 'medium', 'medium-firm', 'firm'] as const;
export type FeltFirmness = (typeof FELT_FIRMNESS)[number];

/** A review is shown only once staff approved it. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_NAME_MAX = 40;
export const REVIEW_NOTE_MAX = 500;
/** Staff's public reply under a review: a few paragraphs at most. */
export const REVIEW_REPLY_MAX = 1000;
/** The name staff's public reply is shown under. */
export const REPLY_FROM = 'Reply from 8etterSleep';
/** Photos one review may carry; each within the product images' size limit. */
export const REVIEW_PHOTOS_MAX = 4;
/** Approved reviews one page of a product's list holds. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * When an order may be reviewed, and is invited to be (decision 0073): once delivered, or, for an
 * order with no delivery booked (so no delivery state that ever moves), this many days after payment.
 */
export const REVIEW_UNBOOKED_AFTER_DAYS = 14;
/** Orders that became reviewable longer ago than this are not mailed (no invitations for old orders). */
export const REVIEW_INVITE_WITHIN_DAYS = 30;
/** How long an invitation's link lets the buyer write. */
export const REVIEW_LINK_DAYS = 90;

export const SLEEP_POSITION_LABELS: Record<SleepPosition, string> = {
  side: 'Side sleeper',
  back: 'Back sleeper',
  front: 'Front sleeper',
};
export const BODY_BUILD_LABELS: Record<BodyBuild, string> = {
  petite: 'Petite build',
  average: 'Average build',
  large: 'Large build',
};
export const FELT_FIRMNESS_LABELS: Record<FeltFirmness, string> = {
  soft: 'Felt soft',
  'medium-soft': 'Felt medium-soft',
  medium: 'Felt medium',
  'medium-firm': 'Felt medium-firm',
  firm: 'Felt firm',
};

export const VERIFIED_PURCHASE = 'Verified purchase';

/** "4.3 out of 5 stars from 12 reviews": the words beside the stars. */
export function ratingText(rating: { average: number; count: number }): string {
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return `${rating.average.toFixed(1)} out of 5 stars from ${reviews}`;
}

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

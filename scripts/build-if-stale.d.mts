/** Runs `npm run build` when the build is missing or older than its sources; throws when it fails. */
export function buildIfStale(): void;

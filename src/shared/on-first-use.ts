/**
 * A value made the first time it is asked for, then kept. Building an `Intl` formatter costs a
 * phone milliseconds (locale data, patterns): made at import, every formatter of a module was
 * built while the first page loaded, whether the page used it or not (Lighthouse's blocking time).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

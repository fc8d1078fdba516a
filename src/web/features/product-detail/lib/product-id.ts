/** The id in /product/{id}: a positive whole number, else undefined (the page is not found). */
export function parseProductId(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Reads an EMVCo QR payload back into its fields (ID, 2-digit length, value), as a bank app does. */
export function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = payload.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new Error(`bad field at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + Number(length)));
    at += 4 + Number(length);
  }
  if (at !== payload.length) throw new Error('the last field runs past the end');
  return fields;
}

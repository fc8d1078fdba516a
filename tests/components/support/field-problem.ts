/**
 * The problem a control is marked with, as a screen reader hears it beside the control (its
 * `aria-describedby` alert); undefined when the control is not marked invalid.
 */
export function problemOf(control: HTMLElement): string | undefined {
  if (control.getAttribute('aria-invalid') !== 'true') return undefined;
  const notes = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = notes
    .map((id) => document.getElementById(id))
    .find((note) => note?.getAttribute('role') === 'alert');
  return alert?.textContent ?? undefined;
}

/** A text field's value from FormData; '' when absent (or, oddly, a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

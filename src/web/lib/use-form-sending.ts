import { useState } from 'react';
import { useFieldProblem } from './use-field-problem';

/**
 * A form that sends in several steps (upload, save, read afresh): `busy` while `send` runs; a
 * validation answer of the server goes to its field, and any other failure is the query
 * client's to alert (the mutations name it in their `meta`).
 */
export function useFormSending() {
  const problems = useFieldProblem();
  const [busy, setBusy] = useState(false);
  async function send(steps: () => Promise<void>) {
    setBusy(true);
    try {
      await steps();
    } catch (error) {
      problems.showServerProblem(error);
    } finally {
      setBusy(false);
    }
  }
  return { ...problems, busy, send };
}

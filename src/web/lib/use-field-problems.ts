import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { FieldProblem } from './use-field-problem';

/**
 * Every problem of a form at once, each at its field (a form checked whole, so one submit shows
 * all there is to fix). `show` sets them and moves focus to the first invalid control of the form
 * (the page order is the reading order); typing in a field clears its own problem only.
 */
export function useFieldProblems<Field extends string>(form: RefObject<HTMLFormElement | null>) {
  const [problems, setProblems] = useState<FieldProblem<Field>[]>([]);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current || problems.length === 0) return;
    focusPending.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems, form]);

  /** The first problem named for each field wins; one field shows one sentence. */
  const show = (found: FieldProblem<Field>[]) => {
    focusPending.current = true;
    setProblems(
      found.filter((problem, at) => found.findIndex((p) => p.field === problem.field) === at),
    );
  };
  const errorFor = (field: Field) => problems.find((problem) => problem.field === field)?.message;
  const clearOnInput = (event: FormEvent) => {
    const { name } = event.target as { name?: unknown };
    if (typeof name !== 'string') return;
    setProblems((current) => {
      const left = current.filter((problem) => !name.startsWith(problem.field));
      return left.length === current.length ? current : left;
    });
  };
  return { problems, show, errorFor, clearOnInput };
}

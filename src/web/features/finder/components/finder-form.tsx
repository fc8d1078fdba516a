import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SIZE_NAMES } from '#shared/constants.js';
import { formatDollars } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import { FINDER_BUDGETS } from '#shared/schemas/finder.js';
import { inlineLinkClass, primaryButtonClass } from '#web/components/button-classes.ts';
import type { PageQuery } from '#web/lib/page-query.ts';
import { FINDER_DEFAULTS } from '../lib/finder-params';
import { FinderChoices } from './finder-choices';

const POSITIONS = [
  { value: 'side', label: 'On my side' },
  { value: 'back', label: 'On my back' },
  { value: 'front', label: 'On my front' },
] as const;
/** The questions with one answer each, chosen already as FINDER_DEFAULTS says. */
const ONE_ANSWER_QUESTIONS = [
  {
    legend: 'Your build',
    name: 'build',
    choices: [
      { value: 'slim', label: 'Slim' },
      { value: 'average', label: 'Average' },
      { value: 'heavy', label: 'Heavier' },
    ],
  },
  {
    legend: 'The feel you like',
    name: 'feel',
    choices: [
      { value: 'soft', label: 'Soft' },
      { value: 'medium', label: 'Medium' },
      { value: 'firm', label: 'Firm' },
      { value: 'unsure', label: 'Not sure' },
    ],
  },
  {
    legend: 'Do you wake up with pain?',
    name: 'pain',
    choices: [
      { value: 'none', label: 'No' },
      { value: 'back', label: 'Back pain' },
      { value: 'joints', label: 'Shoulder, hip or joint pain' },
    ],
  },
] as const satisfies readonly {
  legend: string;
  name: keyof typeof FINDER_DEFAULTS;
  choices: readonly { value: string; label: string }[];
}[];

const NO_POSITION = 'Choose how you sleep.';

interface FinderFormProps {
  /** The answers in the page's address, which the form opens with. */
  answers: PageQuery;
  /** Whether the address asked for picks without saying how the shopper sleeps. */
  missingPosition: boolean;
  onAnswers: (form: FormData) => void;
}

/**
 * The finder's questions. A plain GET form, so it works before the page's script has run; with
 * script, the answers go into the address without a reload. Only how one sleeps must be answered:
 * every other question has an answer chosen already.
 */
export function FinderForm({ answers, missingPosition, onAnswers }: FinderFormProps) {
  const [positionProblem, setPositionProblem] = useState(missingPosition);
  const positionsRef = useRef<HTMLDivElement>(null);
  const selectClass =
    'mt-2 block min-h-11 w-full rounded-lg border border-sand-deep bg-white px-3 font-normal text-ink sm:w-60';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = form.getAll('positions').length > 0;
    setPositionProblem(!chosen);
    if (chosen) onAnswers(form);
    else positionsRef.current?.querySelector('input')?.focus();
  }

  return (
    <form
      method="get"
      action={pagePaths.mattressFinder}
      onSubmit={submit}
      noValidate
      className="space-y-8 rounded-2xl bg-white p-5 ring-1 ring-sand sm:p-8"
    >
      <div ref={positionsRef}>
        <FinderChoices
          legend="How do you sleep?"
          hint="Choose every position you spend the night in."
          name="positions"
          type="checkbox"
          choices={POSITIONS}
          chosen={answers.positions?.split(',') ?? []}
          error={positionProblem ? NO_POSITION : undefined}
        />
      </div>
      {ONE_ANSWER_QUESTIONS.map((question) => (
        <FinderChoices
          key={question.name}
          {...question}
          type="radio"
          chosen={[answers[question.name] ?? FINDER_DEFAULTS[question.name]]}
        />
      ))}
      <FinderChoices
        legend="Do you sleep hot?"
        name="hot"
        type="checkbox"
        choices={[{ value: '1', label: 'I often wake up warm' }]}
        chosen={answers.hot ? [answers.hot] : []}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label className="block font-semibold text-navy">
            Size
            <select name="size" defaultValue={answers.size ?? ''} className={selectClass}>
              <option value="">Any size</option>
              {SIZE_NAMES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Link
            to={pagePaths.sizeGuide}
            className={`${inlineLinkClass} mt-2 inline-block text-sm font-normal`}
          >
            Which size fits my bed?
          </Link>
        </div>
        <label className="block font-semibold text-navy">
          Budget
          <select name="budget" defaultValue={answers.budget ?? ''} className={selectClass}>
            <option value="">Any budget</option>
            {FINDER_BUDGETS.map((amount) => (
              <option key={amount} value={amount}>
                Up to {formatDollars(amount)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className={primaryButtonClass}>
        Show my picks
      </button>
    </form>
  );
}

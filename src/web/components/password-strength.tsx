import type { PasswordVerdict } from '#web/lib/use-password-verdict.ts';

/** zxcvbn's scores 0 to 4 in words: below 3 the server refuses the password. */
const STRENGTH_WORDS = ['Weak', 'Weak', 'Weak', 'Good', 'Strong'] as const;
const BAR_COLOURS = ['bg-danger', 'bg-danger', 'bg-danger', 'bg-gold', 'bg-success'] as const;

/** One bar per score step; the words beside it say the same, so colour is never the only sign. */
function StrengthBars({ score }: { score: number }) {
  return (
    <span aria-hidden="true" className="mt-2 flex gap-1">
      {STRENGTH_WORDS.map((_, step) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the five bars are fixed steps of a scale
          key={step}
          className={`h-1.5 flex-1 rounded-full ${step <= score ? BAR_COLOURS[score] : 'bg-sand'}`}
        />
      ))}
    </span>
  );
}

/**
 * The strength of a new password as it is typed: the server's judgement and its advice, announced
 * politely when it changes. Advice only: the form sends whatever is typed, and the server decides.
 */
export function PasswordStrength({ verdict }: { verdict: PasswordVerdict }) {
  return (
    <span aria-live="polite" aria-atomic="true" className="block">
      {verdict.kind === 'short' && (
        <span className="mt-2 block">Strength: too short, at least 8 characters.</span>
      )}
      {verdict.kind === 'judged' && (
        <>
          <StrengthBars score={verdict.score} />
          <span className="mt-1.5 block font-medium text-ink">
            Strength: {STRENGTH_WORDS[verdict.score]}.
          </span>
          {verdict.problem && <span className="mt-0.5 block">{verdict.problem}</span>}
        </>
      )}
    </span>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import type {
  judgePassword as JudgePassword,
  PasswordJudgement,
  PasswordOwner,
} from '#shared/password-strength.js';
import { useSettled } from './use-settled';

/** Judged once typing pauses this long: each check takes a few milliseconds, up to ~50. */
const TYPING_PAUSE_MS = 300;

/** What the strength hint shows: nothing yet, too short to judge, or the server's judgement. */
export type PasswordVerdict =
  | { kind: 'none' }
  | { kind: 'short' }
  | ({ kind: 'judged' } & PasswordJudgement);

/**
 * The server's own judge (src/shared/password-strength.ts), run in the browser as a hint. Its
 * dictionaries are a separate chunk fetched when a form with a new password mounts, never with the
 * first page; until it arrives (or if it cannot) the hint stays quiet and the server decides.
 */
export function usePasswordVerdict(password: string, owner: PasswordOwner): PasswordVerdict {
  const [judge, setJudge] = useState<typeof JudgePassword | null>(null);
  useEffect(() => {
    let mounted = true;
    import('#shared/password-strength.js').then(
      (module) => mounted && setJudge(() => module.judgePassword),
      // Offline or a chunk gone after a release: the form still works, only without the hint.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  const settled = useSettled(password, TYPING_PAUSE_MS);
  const { email, name } = owner;
  return useMemo((): PasswordVerdict => {
    if (settled === '') return { kind: 'none' };
    if (settled.length < PASSWORD_MIN_LENGTH) return { kind: 'short' };
    if (!judge) return { kind: 'none' };
    return { kind: 'judged', ...judge(settled, { email, name }) };
  }, [judge, settled, email, name]);
}

import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@/lib/api-client';
import { getMySubmissions, type Submission } from './submit-link';

type State = { version: number; submissions: Submission[] } | null;

/** The member's submissions; a failure falls back to an empty list (spec section 8). */
export function useMySubmissions() {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<State>(null);

  useEffect(() => {
    const controller = new AbortController();
    getMySubmissions(controller.signal).then(
      ({ submissions }) => setState({ version, submissions: submissions ?? [] }),
      (err: unknown) => {
        if (!isAbortError(err)) setState({ version, submissions: [] });
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // The first load shows placeholders; a reload keeps the current rows until it answers.
  return { submissions: state?.submissions ?? [], loading: state === null, reload };
}

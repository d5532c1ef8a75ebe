import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@/lib/api-client';
import { checkLink, type LinkCheck } from '../api/admin-links';

export type LinkCheckState =
  { status: 'loading' } | { status: 'done'; check: LinkCheck } | { status: 'failed' };

/** Runs the risk and duplicate checks of a link when the create form opens, with a re-run. */
export function useLinkCheck(link: string) {
  const [version, setVersion] = useState(0);
  const request = `${version}:${link}`;
  const [result, setResult] = useState<{ request: string; state: LinkCheckState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    checkLink(link, controller.signal).then(
      (check) => setResult({ request, state: { status: 'done', check } }),
      (err: unknown) => {
        if (!isAbortError(err)) setResult({ request, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [link, request]);

  const rerun = useCallback(() => setVersion((v) => v + 1), []);
  const state: LinkCheckState = result?.request === request ? result.state : { status: 'loading' };
  return { state, rerun };
}

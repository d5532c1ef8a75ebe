// The one way the SPA loads data: a fetcher beside its hook (features/<feature>/api/get-thing.ts
// exports getThing() and useThing()), the hook built on useAsync.
import { useEffect, useEffectEvent, useState } from 'react';

/** `data` is there only when ready, so `state.data ?? fallback` reads it. */
export type AsyncState<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data?: undefined };

export type Settled<T> = Exclude<AsyncState<T>, { status: 'loading' }>;

export type LoadStatus = AsyncState<unknown>['status'];

export type Async<T> = AsyncState<T> & {
  /**
   * The newest answer for any key, null before the first: a reload or a new key can keep the
   * previous rows on screen until its own answer comes.
   */
  last: Settled<T> | null;
  reload: () => void;
  /** Changes the current answer in place (a page appended, a comment posted) once it is ready. */
  mutate: (change: (data: T) => T) => void;
};

/**
 * Runs one load and settles once. After `timeoutMs` it settles as an error even if the
 * fetcher ignores its signal (Firestore reads cannot be aborted). The returned cancel drops
 * whatever answer comes later; cancelling or settling aborts the signal, so the fetcher lets go.
 */
export function runLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  settle: (state: Settled<T>) => void,
  timeoutMs?: number,
): () => void {
  const controller = new AbortController();
  let live = true;
  const cancel = () => {
    live = false;
    clearTimeout(timer);
    controller.abort();
  };
  const finish = (state: Settled<T>) => {
    if (live) settle(state);
    cancel();
  };
  // Callers only tell a failure from an answer: the spec's texts do not depend on the cause.
  const fail = () => finish({ status: 'error' });
  const timer = timeoutMs && setTimeout(fail, timeoutMs);
  load(controller.signal).then((data) => finish({ status: 'ready', data }), fail);
  return cancel;
}

const LOADING = { status: 'loading' } as const;

/**
 * What `load(key, signal)` answers for `key`, loaded again when the key changes (compared with
 * ===, so an object key must be memoised) or on reload(). A null key has nothing to load yet and
 * stays 'loading'. An answer for a key that is no longer current, or after unmount, is dropped.
 */
export function useAsync<K, T>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
  timeoutMs?: number,
): Async<T> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<(Settled<T> & { key: K; version: number }) | null>(null);
  const start = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    return runLoad(
      (signal) => start(key, signal),
      (state) => setAnswer({ ...state, key, version }),
      timeoutMs,
    );
  }, [key, version, timeoutMs]);

  return {
    ...(answer?.key === key && answer.version === version ? answer : LOADING),
    last: answer,
    mutate: (change) =>
      setAnswer((a) =>
        a?.key === key && a.status === 'ready' ? { ...a, data: change(a.data) } : a,
      ),
    reload: () => setVersion((v) => v + 1),
  };
}

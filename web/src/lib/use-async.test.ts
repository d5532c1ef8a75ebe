import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLoad, type Settled } from './use-async';

/** A fetcher answered by hand, recording the signal it was given. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const calls: AbortSignal[] = [];
  const load = (signal: AbortSignal) => {
    calls.push(signal);
    return promise;
  };
  return { load, resolve, reject, calls };
}

describe('runLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles ready with the answer', async () => {
    const fetcher = deferred<string>();
    const settle = vi.fn<(state: Settled<string>) => void>();
    runLoad(fetcher.load, settle);
    fetcher.resolve('hello');
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledExactlyOnceWith({ status: 'ready', data: 'hello' });
  });

  it('settles error with the failure', async () => {
    const fetcher = deferred<string>();
    const settle = vi.fn<(state: Settled<string>) => void>();
    runLoad(fetcher.load, settle);
    fetcher.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledExactlyOnceWith({ status: 'error' });
  });

  it('on cancel aborts the signal and drops the late answer', async () => {
    const fetcher = deferred<string>();
    const settle = vi.fn<(state: Settled<string>) => void>();
    const cancel = runLoad(fetcher.load, settle);
    expect(fetcher.calls[0]?.aborted).toBe(false);
    cancel();
    expect(fetcher.calls[0]?.aborted).toBe(true);
    fetcher.resolve('stale');
    await vi.runAllTimersAsync();
    expect(settle).not.toHaveBeenCalled();
  });

  it('gives up after the timeout even when the fetcher ignores its signal', async () => {
    const fetcher = deferred<string>();
    const settle = vi.fn<(state: Settled<string>) => void>();
    runLoad(fetcher.load, settle, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher.calls[0]?.aborted).toBe(true);
    expect(settle).toHaveBeenCalledExactlyOnceWith({ status: 'error' });
    fetcher.resolve('too late');
    await vi.runAllTimersAsync();
    expect(settle).toHaveBeenCalledOnce();
  });

  it('lets go of the fetcher and its timer once settled or cancelled', async () => {
    const answered = deferred<number>();
    runLoad(answered.load, () => undefined, 10_000);
    const cancelled = deferred<number>();
    const cancel = runLoad(cancelled.load, () => undefined, 10_000);
    expect(vi.getTimerCount()).toBe(2);
    answered.resolve(1);
    cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(answered.calls[0]?.aborted).toBe(true);
  });
});

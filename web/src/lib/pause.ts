/**
 * Waits `ms`, or rejects as soon as `signal` aborts: the debounce of a check that runs while
 * the member types (a newer keystroke aborts the older wait through useAsync).
 */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

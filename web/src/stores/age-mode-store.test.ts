import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAgeMode, useAgeModeStore } from './age-mode-store';

const get = vi.hoisted(() => vi.fn<(path: string, options: unknown) => Promise<unknown>>());
vi.mock('@/lib/api-client', () => ({ api: { get } }));

beforeEach(() => {
  vi.useFakeTimers();
  useAgeModeStore.setState({ mode: null });
  get.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadAgeMode', () => {
  it("reads the site's mode from the CDN's copy, as a visitor", async () => {
    get.mockResolvedValue({ mode: 'verified' });
    await loadAgeMode();
    expect(useAgeModeStore.getState().mode).toBe('verified');
    expect(get).toHaveBeenCalledWith('/age/mode', { signedOut: true });
  });

  it('stays unknown after a failed read, and asks again further apart each time', async () => {
    get.mockRejectedValue(new Error('503'));
    await loadAgeMode();
    expect(useAgeModeStore.getState().mode).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(get).toHaveBeenCalledTimes(2);
    get.mockResolvedValue({ mode: 'declaration' });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(useAgeModeStore.getState().mode).toBe('declaration');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('gives up after its last try, the mode unknown', async () => {
    get.mockRejectedValue(new Error('offline'));
    await loadAgeMode();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(get).toHaveBeenCalledTimes(4);
    expect(useAgeModeStore.getState().mode).toBeNull();
  });
});

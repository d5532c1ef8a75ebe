// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@xmates/domain';
import { toast, useToastStore } from '@/stores/toast-store';
import { ToastArea } from './toast-area';

/** Shows a toast in the rendered area, once its lazily loaded look is there. */
async function show(open: () => void) {
  act(() => {
    open();
  });
  await act(() => vi.dynamicImportSettled());
}

const pass = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const shown = (text: string) => screen.queryByText(text) !== null;

/** The toasts are there until `ms` have passed, and gone then. */
function expectClosedAfter(ms: number, ...texts: string[]) {
  pass(ms - 1);
  expect(texts.filter(shown)).toEqual(texts);
  pass(1);
  expect(texts.filter(shown)).toEqual([]);
}

describe('ToastArea', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastArea />);
  });
  afterEach(() => {
    cleanup();
    useToastStore.setState({ toasts: [] });
    vi.useRealTimers();
  });

  it('closes a notice after LIMITS.toastMs', async () => {
    await show(() => toast.success('Saved.'));
    expectClosedAfter(LIMITS.toastMs, 'Saved.');
  });

  it('keeps an error, and a prompt with an action, LIMITS.toastLongMs', async () => {
    await show(() => toast.error('Could not save.'));
    await show(() =>
      useToastStore.getState().show({
        severity: 'info',
        message: 'Please log in to like',
        action: { label: 'Login', onClick: () => undefined },
      }),
    );
    expectClosedAfter(LIMITS.toastLongMs, 'Could not save.', 'Please log in to like');
  });

  it('keeps a persistent toast until it is dismissed', async () => {
    await show(() =>
      useToastStore
        .getState()
        .show({ id: 'verify', severity: 'warning', message: 'Verify', persistent: true }),
    );
    pass(10 * LIMITS.toastLongMs);
    expect(shown('Verify')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => useToastStore.getState().dismiss('verify'));
    expect(shown('Verify')).toBe(false);
  });

  it('holds a hovered toast past its time; left, it closes after its whole time again', async () => {
    await show(() => toast.info('Copied.'));
    pass(LIMITS.toastMs - 100);
    fireEvent.mouseEnter(screen.getByRole('alert'));
    pass(3 * LIMITS.toastLongMs);
    expect(shown('Copied.')).toBe(true);
    fireEvent.mouseLeave(screen.getByRole('alert'));
    expectClosedAfter(LIMITS.toastMs, 'Copied.');
  });

  it('holds a toast while focus is inside it', async () => {
    await show(() =>
      useToastStore.getState().show({
        severity: 'info',
        message: 'Please log in to rate',
        action: { label: 'Login', onClick: () => undefined },
      }),
    );
    act(() => screen.getByRole('button', { name: 'Login' }).focus());
    pass(3 * LIMITS.toastLongMs);
    expect(shown('Please log in to rate')).toBe(true);
    act(() => screen.getByRole('button', { name: 'Login' }).blur());
    expectClosedAfter(LIMITS.toastLongMs, 'Please log in to rate');
  });

  it('closes at once with its Close button', async () => {
    await show(() => toast.info('Copied.'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shown('Copied.')).toBe(false);
  });
});

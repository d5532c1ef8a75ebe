// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_MESSAGES } from '@xmates/domain';
import { useToastStore } from '@/stores/toast-store';
import { getListedDuplicate, submitLink } from '../api/submit-link';
import { DUPLICATE_CHECK_DEBOUNCE_MS } from '../hooks/use-listed-duplicate';
import { SubmitForm } from './submit-form';

// The calls are stubbed where they leave the feature and the shared data; the form's own
// import of the API client loads the Firebase edge, which nothing here calls.
vi.mock('../api/submit-link', () => ({ submitLink: vi.fn(), getListedDuplicate: vi.fn() }));
vi.mock('@/shared-data/get-categories', () => ({
  useCategories: () => ({ categories: [], status: 'ready', reload: vi.fn() }),
}));
vi.mock('@/lib/firebase', () => ({}));

const LINK = 'https://videos.example.com/watch/1';

const linkField = () => screen.getByRole('textbox', { name: 'Video link' });
const typeLink = (value: string) => fireEvent.change(linkField(), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('the submit form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(submitLink).mockReset();
    vi.mocked(getListedDuplicate).mockReset().mockResolvedValue({ existing: null });
    render(<SubmitForm onSubmitted={vi.fn()} />, { wrapper: MemoryRouter });
  });
  afterEach(() => {
    cleanup();
    useToastStore.setState({ toasts: [] });
    vi.useRealTimers();
  });

  it('refuses a missing link, then a missing category, under the field and in a toast', () => {
    send();
    expect(linkField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(SUBMIT_MESSAGES.invalidUrl)).toBeDefined();
    expect(toasts()).toEqual([SUBMIT_MESSAGES.invalidUrl]);

    typeLink(LINK);
    expect(linkField().getAttribute('aria-invalid')).toBe('false');
    send();
    expect(screen.getByText(SUBMIT_MESSAGES.categoryRequired)).toBeDefined();
    expect(toasts()).toEqual([SUBMIT_MESSAGES.invalidUrl, SUBMIT_MESSAGES.categoryRequired]);
    expect(submitLink).not.toHaveBeenCalled();
  });

  it('asks whether a link is listed once typing has paused', async () => {
    typeLink(LINK);
    await act(() => vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DEBOUNCE_MS - 1));
    typeLink(`${LINK}0`);
    await act(() => vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DEBOUNCE_MS - 1));
    expect(getListedDuplicate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getListedDuplicate).toHaveBeenCalledExactlyOnceWith(`${LINK}0`, expect.any(AbortSignal));
  });
});

// @vitest-environment happy-dom
// @vitest-environment-options {"width": 390, "height": 844}
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { drawerClasses } from '@mui/material/Drawer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';

/** Focuses a header button and presses it, as a keyboard or screen-reader user does. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  act(() => button.focus());
  fireEvent.click(button);
  return button;
}

/** Lets the lazily loaded menu arrive and its transitions run (the focus trap polls while open). */
async function settle() {
  await act(() => vi.dynamicImportSettled());
  await act(() => vi.advanceTimersByTimeAsync(1_000));
}

describe('the header on a phone', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Header onLogout={vi.fn()} />, { wrapper: MemoryRouter });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens the search field from the Search button with the focus in it', () => {
    expect(screen.queryByRole('searchbox', { name: 'Search videos' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
    press('Search');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search videos' }));
  });

  it('moves focus into the menu it opens, and gives it back to the menu button when closed', async () => {
    const opener = press('Open menu');
    await settle();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const panel = menu.closest(`.${drawerClasses.paper}`);
    expect(panel?.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(menu, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);

    press('Open menu');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await settle();
    expect(document.activeElement).toBe(opener);
  });
});

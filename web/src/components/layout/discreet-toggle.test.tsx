// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCREET_STORAGE_KEY, NEUTRAL_ICON, SITE_ICON } from '@xmates/domain';
import { showPageTitle, startDiscreetDress } from '@/lib/page-title';
import { useDiscreetStore } from '@/stores/discreet-store';
import { DiscreetToggle } from './discreet-toggle';

const icon = () => document.querySelector('link[rel="icon"]')?.getAttribute('href');
const toggle = () => screen.getByRole('button', { name: 'Discreet browsing' });

describe('the discreet browsing toggle', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    useDiscreetStore.setState({ on: false });
    document.head.innerHTML = `<link rel="icon" href="${SITE_ICON}" /><title>t</title>`;
    stop = startDiscreetDress();
    showPageTitle('FAQ · xmates');
    render(<DiscreetToggle />);
  });
  afterEach(() => {
    cleanup();
    stop();
  });

  it('blurs, hides the page name and the icon while on, remembered on the device, and undoes it all', () => {
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(DISCREET_STORAGE_KEY)).toBe('on');
    expect(document.documentElement.classList.contains('discreet')).toBe(true);
    expect(document.title).toBe('xmates');
    expect(icon()).toBe(NEUTRAL_ICON);

    // Another page's title never reaches the tab while it is on.
    act(() => showPageTitle('My Hub · xmates'));
    expect(document.title).toBe('xmates');

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(DISCREET_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.classList.contains('discreet')).toBe(false);
    expect(document.title).toBe('My Hub · xmates');
    expect(icon()).toBe(SITE_ICON);
  });

  it('follows the choice made in another tab', () => {
    // Another tab writes the device's storage, then this one hears of it.
    localStorage.setItem(DISCREET_STORAGE_KEY, 'on');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: DISCREET_STORAGE_KEY }));
    });
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(document.title).toBe('xmates');
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.title).toBe('FAQ · xmates');
  });
});

// The version of what the signed-in member hides (hidden-filters.ts bumps it on each save): Home
// and search hold it in their requests, so hiding a tag anywhere reloads them. Apart from the
// list's reads and saves, which a visitor's Home never downloads.
import { create } from 'zustand';

const useVersionStore = create<{ version: number }>()(() => ({ version: 0 }));

/** Changes whenever the member saves what they hide. */
export const useHiddenFiltersVersion = () => useVersionStore((s) => s.version);

export function bumpHiddenFiltersVersion(): void {
  useVersionStore.setState((s) => ({ version: s.version + 1 }));
}

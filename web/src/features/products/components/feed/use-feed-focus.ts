import { useEffect } from 'react';

const HIGHLIGHT_MS = 3_000;

/**
 * focus={id}: once that card is on screen, scroll it into view and highlight it for 3 s.
 * Works on the DOM (a data attribute the card styles) so no re-render is needed.
 */
export function useFeedFocus(focus: string | null, ready: boolean): void {
  useEffect(() => {
    if (!focus || !ready) return;
    const card = document.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(focus)}"]`);
    if (!card) return;
    card.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card.dataset.highlight = 'on';
    const timer = setTimeout(() => delete card.dataset.highlight, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      delete card.dataset.highlight;
    };
  }, [focus, ready]);
}

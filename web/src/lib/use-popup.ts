import { useId, useState, type MouseEvent } from 'react';

/**
 * A menu or panel opened from a button, whose code loads on first use. `used` turns true on
 * the first click and stays so: render the lazy part only then, inside Suspense. `anchor` is the
 * button while the popup is open, `popupId` the id the popup must carry. Spread `trigger` on the
 * button: it opens the popup and states it (aria-controls, aria-expanded).
 */
export function usePopup() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const popupId = useId();
  return {
    anchor,
    used,
    popupId,
    close: () => setAnchor(null),
    trigger: {
      'aria-controls': anchor ? popupId : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setUsed(true);
        setAnchor(event.currentTarget);
      },
    },
  };
}

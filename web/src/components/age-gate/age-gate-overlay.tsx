import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import { BRAND } from '@/config/brand';
import { useAgeGateStore } from '@/stores/age-gate-store';
import { AgeGatePanel } from './age-gate-panel';

/**
 * The gate over a page: a modal the visitor passes only by declaring 18+ (or leaves). There is
 * no close button, Escape or click outside. Built without MUI's Modal to keep the home route's
 * JavaScript small: the page behind is made inert (no focus, no clicks, hidden from assistive
 * technology) and does not scroll while the gate is up. Crawlers count as accepted.
 */
export function AgeGateOverlay() {
  const accepted = useAgeGateStore((s) => s.accepted);
  const accept = useAgeGateStore((s) => s.accept);
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (accepted) return;
    const overlay = box.current;
    // Everything else on the page: the overlay's siblings up to <body>.
    const others: HTMLElement[] = [];
    for (
      let node: HTMLElement | null = overlay;
      node && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert)
          others.push(sibling);
      }
    }
    others.forEach((el) => (el.inert = true));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Focus the dialog itself (not a button, whose focus ring would look pre-selected).
    overlay?.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    return () => {
      others.forEach((el) => (el.inert = false));
      document.body.style.overflow = overflow;
    };
  }, [accepted]);

  if (accepted) return null;
  return (
    <Box
      ref={box}
      // Lets the prerendered home page drop the gate for visitors who already accepted it
      // (web/build/age-gate-script.ts).
      data-age-gate=""
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'grid',
        placeItems: 'center',
        overflowY: 'auto',
        p: 2,
        backdropFilter: 'blur(14px)',
        backgroundColor: 'rgba(8, 9, 13, 0.72)',
      }}
    >
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        sx={{
          outline: 'none',
          width: '100%',
          maxWidth: 460,
          p: { xs: 3, sm: 4 },
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: `1px solid ${BRAND.border}`,
          boxShadow: '0 32px 80px rgba(0,0,0,0.6)',
        }}
      >
        <AgeGatePanel onEnter={accept} headingId={headingId} />
      </Box>
    </Box>
  );
}

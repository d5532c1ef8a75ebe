import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

interface WhenNearProps {
  /** The space kept for the content until it shows (so nothing moves when it does). */
  minHeight: number;
  /**
   * What shows in the content's place until then, instead of the empty space: the same
   * content rendered beforehand (a prerendered page's footer).
   */
  standIn?: ReactNode;
  /** Usually a lazy component: its code loads only once the spot is near the viewport. */
  children: ReactNode;
}

/**
 * Renders its children once the visitor scrolls near this spot: for what starts below the
 * fold (the footer, the feed's pager), whose code need not load with the page.
 */
export function WhenNear({ minHeight, standIn, children }: WhenNearProps) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = spot.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '40px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = (
    <Box ref={spot} sx={standIn ? undefined : { minHeight }}>
      {standIn}
    </Box>
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

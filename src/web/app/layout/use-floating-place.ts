import { useEffect, useState } from 'react';

/** Scrolled less than this from the top or the end, the page shows its floating button. */
const EDGE_PX = 120;
/** Smaller moves are a finger resting on the screen, not a change of direction. */
const JITTER_PX = 6;

/**
 * Whether a floating button should step aside: while the shopper scrolls down through the page
 * it would sit over whatever passes under it, so it tucks away, and returns when they scroll
 * back up, or reach the top or the end of the page (where the page leaves room for it).
 */
export function useTuckedWhileReading(): [boolean, (tucked: boolean) => void] {
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEdge =
        y < EDGE_PX || window.innerHeight + y >= document.documentElement.scrollHeight - EDGE_PX;
      if (atEdge || y < last - JITTER_PX) setTucked(false);
      else if (y > last + JITTER_PX) setTucked(true);
      if (Math.abs(y - last) > JITTER_PX) last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return [tucked, setTucked];
}

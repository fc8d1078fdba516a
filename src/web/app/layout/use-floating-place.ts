import { useEffect, useState } from 'react';

/** Scrolled less than this from the top or the end, a wide screen shows its floating button. */
const EDGE_PX = 120;
/**
 * Within this of the very end, the footer's room for the button is under it (the footer leaves
 * 96 px or more; the button takes 64 px from the screen's bottom edge).
 */
const ROOM_PX = 24;
/** Smaller moves are a finger resting on the screen, not a change of direction. */
const JITTER_PX = 6;

export interface FloatingPlace {
  /** Scrolling down through the page: step aside (wide screens). */
  tucked: boolean;
  /** The end of the page, where the footer leaves it room: the only place it shows on phones. */
  inRoom: boolean;
}

/**
 * Where a floating button may show. While the shopper scrolls down through the page it would sit
 * over whatever passes under it, so it tucks away, and returns when they scroll back up, or reach
 * the top or the end of the page. A phone's screen has no margin beside the text, so there it
 * waits for the room the footer keeps for it (`inRoom`) and covers nothing at all.
 */
export function useFloatingPlace(): [FloatingPlace, () => void] {
  const [place, setPlace] = useState<FloatingPlace>({ tucked: false, inRoom: false });

  useEffect(() => {
    let last = window.scrollY;
    let tucked = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const fromEnd = document.documentElement.scrollHeight - (window.innerHeight + y);
      if (y < EDGE_PX || fromEnd <= EDGE_PX || y < last - JITTER_PX) tucked = false;
      else if (y > last + JITTER_PX) tucked = true;
      if (Math.abs(y - last) > JITTER_PX) last = y;
      const next = { tucked, inRoom: fromEnd <= ROOM_PX };
      setPlace((now) => (now.tucked === next.tucked && now.inRoom === next.inRoom ? now : next));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // A page shorter than the screen is at its end from the start.
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  // Focused from the keyboard, it shows wherever the page is: the shopper went looking for it.
  const show = () => setPlace({ tucked: false, inRoom: true });
  return [place, show];
}

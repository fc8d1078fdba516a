import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: the carousel moves in 700 ms. */
const SLIDE_MS = 700;

interface CarouselState {
  canPrevious: boolean;
  canNext: boolean;
  /** False when every slide fits, so there is nothing to move. */
  overflowing: boolean;
}

function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A scroll-snap track moved a slide at a time by buttons and arrow keys; touch swipes are the
 * browser's own scrolling. With `loop` the ends wrap around (next after the last goes to the first).
 */
export function useCarousel(loop: boolean) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<CarouselState>({
    canPrevious: false,
    canNext: false,
    overflowing: false,
  });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const maxScroll = track.scrollWidth - track.clientWidth;
    const overflowing = maxScroll > 1;
    setState({
      overflowing,
      canPrevious: overflowing && (loop || track.scrollLeft > 1),
      canNext: overflowing && (loop || track.scrollLeft < maxScroll - 1),
    });
  }, [loop]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scrollTo = useCallback((target: number) => {
    const track = trackRef.current;
    if (!track) return;
    if (prefersReducedMotion()) {
      track.scrollLeft = target;
      return;
    }
    // Snapping would pull every in-between frame back to a slide edge, so it rests while moving.
    const start = track.scrollLeft;
    const began = performance.now();
    track.style.scrollSnapType = 'none';
    const frame = (now: number) => {
      const progress = Math.min((now - began) / SLIDE_MS, 1);
      track.scrollLeft = start + (target - start) * easeInOut(progress);
      if (progress < 1) requestAnimationFrame(frame);
      else track.style.scrollSnapType = '';
    };
    requestAnimationFrame(frame);
  }, []);

  const go = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      const [first, second] = Array.from(track?.children ?? []) as HTMLElement[];
      if (!track || !first) return;
      const step = second ? second.offsetLeft - first.offsetLeft : track.clientWidth;
      const maxScroll = track.scrollWidth - track.clientWidth;
      const atStart = track.scrollLeft <= 1;
      const atEnd = track.scrollLeft >= maxScroll - 1;
      if (direction === 1 && atEnd) {
        if (loop) scrollTo(0);
        return;
      }
      if (direction === -1 && atStart) {
        if (loop) scrollTo(maxScroll);
        return;
      }
      const index = Math.round(track.scrollLeft / step) + direction;
      scrollTo(Math.min(Math.max(index * step, 0), maxScroll));
    },
    [loop, scrollTo],
  );

  return { trackRef, ...state, previous: () => go(-1), next: () => go(1) };
}

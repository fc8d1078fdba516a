import { type PointerEvent, useId, useRef, useState } from 'react';
import { PRODUCT_VIEWER_IMAGE_LAYOUT, responsiveImage } from '#shared/image-layouts.js';
import type { ProductImage as ProductImageData } from '#shared/schemas/product.js';
import { Dialog } from '#web/components/dialog.tsx';
import { CloseIcon } from '#web/components/icons.tsx';
import { ProductImage } from '#web/components/product/product-image.tsx';

interface ImageViewerProps {
  name: string;
  images: ProductImageData[];
  /** The picture it opens on. */
  start: number;
  onClose: (last: number) => void;
}

const ZOOM = 2.5;
/** A horizontal move this long (px) is a swipe to the next picture, not a shaky tap. */
const SWIPE = 50;

const roundButton =
  'grid size-12 shrink-0 place-items-center rounded-full bg-cream/15 text-cream text-xl ring-1 ring-cream/30 transition-colors hover:bg-cream/25 disabled:opacity-40';

/**
 * The product's pictures full screen: arrows, buttons or a swipe move between them; a tap, the
 * zoom button or + and - zoom in at that point; dragging moves a zoomed picture; Escape closes.
 * Loaded only when a shopper opens it, so product pages do not carry it.
 */
export default function ImageViewer({ name, images, start, onClose }: ImageViewerProps) {
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const pointer = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const image = images[index] ?? images[0];
  const count = images.length;

  function go(step: number) {
    setZoomed(false);
    setIndex((current) => (current + step + count) % count);
  }

  function zoomAt(clientX: number, clientY: number, target: Element) {
    const box = target.getBoundingClientRect();
    setOrigin({
      x: ((clientX - box.left) / box.width) * 100,
      y: ((clientY - box.top) / box.height) * 100,
    });
    setZoomed((was) => !was);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pointer.current = { x: event.clientX, y: event.clientY, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = pointer.current;
    if (!start || !zoomed || event.buttons === 0) return;
    // A zoomed picture follows the finger: its origin moves against the drag.
    const box = event.currentTarget.getBoundingClientRect();
    const dx = ((event.clientX - start.x) / box.width) * 100;
    const dy = ((event.clientY - start.y) / box.height) * 100;
    if (Math.abs(dx) + Math.abs(dy) < 1) return;
    start.moved = true;
    start.x = event.clientX;
    start.y = event.clientY;
    setOrigin((was) => ({
      x: Math.min(100, Math.max(0, was.x - dx)),
      y: Math.min(100, Math.max(0, was.y - dy)),
    }));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (!zoomed && count > 1 && Math.abs(dx) > SWIPE) go(dx < 0 ? 1 : -1);
    else if (!start.moved && Math.abs(dx) < 10)
      zoomAt(event.clientX, event.clientY, event.currentTarget);
  }

  return (
    <Dialog
      open
      onClose={() => onClose(index)}
      labelledBy={titleId}
      className="fixed inset-0 h-dvh w-full"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrows are keyboard shortcuts for the buttons below */}
      <div
        className="flex h-full flex-col bg-navy text-cream"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          else if (event.key === 'ArrowLeft') go(-1);
          else if (event.key === '+' || event.key === '=') setZoomed(true);
          else if (event.key === '-') setZoomed(false);
        }}
      >
        <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="min-w-0 truncate text-lg">
            {name}
            <span className="ml-2 text-sm text-cream/70" aria-live="polite">
              {index + 1} / {count}
            </span>
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              className={roundButton}
              aria-pressed={zoomed}
              aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
              onClick={() => setZoomed((was) => !was)}
            >
              <span aria-hidden="true">{zoomed ? '−' : '+'}</span>
            </button>
            <button
              type="button"
              className={roundButton}
              aria-label="Close full screen images"
              onClick={() => onClose(index)}
            >
              <CloseIcon />
            </button>
          </div>
        </div>
        <div
          data-testid="image-viewer-stage"
          className={`relative flex-1 touch-none overflow-hidden select-none ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pointer.current = null;
          }}
        >
          {image && (
            <ProductImage
              key={image.url}
              {...responsiveImage(image.url, PRODUCT_VIEWER_IMAGE_LAYOUT)}
              alt={`${name}, image ${index + 1} of ${count}`}
              width={1600}
              height={1200}
              draggable={false}
              // Set through the DOM by React, which the style CSP allows (no style attribute is sent).
              style={{
                transform: zoomed ? `scale(${ZOOM})` : 'none',
                transformOrigin: `${origin.x}% ${origin.y}%`,
              }}
              className="size-full object-contain transition-transform duration-200 motion-reduce:transition-none"
            />
          )}
        </div>
        {count > 1 && (
          <div className="flex items-center justify-center gap-6 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <button
              type="button"
              className={roundButton}
              onClick={() => go(-1)}
              aria-label="Previous image"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={roundButton}
              onClick={() => go(1)}
              aria-label="Next image"
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

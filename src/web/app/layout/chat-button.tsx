import { chatLinkUrl } from '#shared/shop-info.js';
import { ChatIcon } from '#web/components/icons.tsx';
import { useFloatingPlace } from './use-floating-place';

/**
 * On every page, bottom-right, and never over what the shopper is reading. On wide screens it
 * sits in the margin and steps aside while they scroll down the page. A phone has no margin, so
 * there it shows only at the end of the page, in the room the footer keeps for it. Above a bar
 * pinned to the screen's bottom (`data-bottom-bar`, such as the product page's sticky Add to Cart)
 * it rises clear of it, and the footer keeps room for both. Focused from the keyboard it comes back at once.
 */
export function ChatButton() {
  const [place, show] = useFloatingPlace();
  return (
    <a
      href={chatLinkUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-tucked={place.tucked || undefined}
      data-out-of-room={!place.inRoom || undefined}
      onFocus={show}
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-full bg-navy text-cream shadow-lg shadow-navy/30 ring-2 ring-cream transition-[translate,opacity] duration-300 hover:-translate-y-0.5 hover:bg-navy-soft data-tucked:pointer-events-none data-tucked:translate-x-[calc(100%+2rem)] data-tucked:opacity-0 motion-reduce:transition-none max-sm:data-out-of-room:pointer-events-none max-sm:data-out-of-room:translate-x-[calc(100%+2rem)] max-sm:data-out-of-room:opacity-0 sm:right-6 sm:bottom-6 sm:size-14 [body:has([data-bottom-bar])_&]:bottom-24 sm:[body:has([data-bottom-bar])_&]:bottom-28"
    >
      <ChatIcon className="size-6 sm:size-7" />
    </a>
  );
}

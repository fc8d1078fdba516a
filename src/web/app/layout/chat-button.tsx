import { chatLinkUrl } from '#shared/shop-info.js';
import { ChatIcon } from '#web/components/icons.tsx';
import { useTuckedWhileReading } from './use-tucked-while-reading';

/**
 * On every page, bottom-right. It never sits over what the shopper is reading: it steps aside
 * while they scroll down the page, and the footer leaves room for it at the end of every page.
 * Focused from the keyboard it comes back at once.
 */
export function ChatButton() {
  const [tucked, setTucked] = useTuckedWhileReading();
  return (
    <a
      href={chatLinkUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-tucked={tucked || undefined}
      onFocus={() => setTucked(false)}
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-full bg-navy text-cream shadow-lg shadow-navy/30 ring-2 ring-cream transition-[translate,opacity] duration-300 hover:-translate-y-0.5 hover:bg-navy-soft data-tucked:pointer-events-none data-tucked:translate-x-[calc(100%+2rem)] data-tucked:opacity-0 motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:size-14"
    >
      <ChatIcon className="size-6 sm:size-7" />
    </a>
  );
}

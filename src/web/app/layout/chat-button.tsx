import { chatLinkUrl } from '#shared/shop-info.js';
import { ChatIcon } from '#web/components/icons.tsx';

/** On every page, bottom-right; the footer leaves room for it on phones. */
export function ChatButton() {
  return (
    <a
      href={chatLinkUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-full bg-navy text-cream shadow-lg shadow-navy/30 ring-2 ring-cream transition-transform hover:-translate-y-0.5 hover:bg-navy-soft sm:right-6 sm:bottom-6 sm:size-14"
    >
      <ChatIcon className="size-6 sm:size-7" />
    </a>
  );
}

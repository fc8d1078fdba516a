import { Outlet } from 'react-router';
import { CompareTray } from '#web/components/compare-tray.tsx';
import { ChatButton } from './chat-button';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        // Parked above the window until focused, so keyboard users meet it first.
        className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-full bg-cream px-5 py-3 font-medium text-navy shadow-lg focus:translate-y-0"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <TopBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Below the page, not above it: the picks are known only once the page runs, and a tray
          appearing above the content then would push all of it down (layout shift). */}
      <CompareTray />
      <SiteFooter />
      <ChatButton />
    </div>
  );
}

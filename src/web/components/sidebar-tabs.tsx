import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface SidebarTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface SidebarTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: SidebarTab[];
}

/** Arrow keys move between tabs in either direction, since the list is a row on phones. */
const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Tabs in a sidebar on wide screens and a row above the panel on phones, following the WAI-ARIA
 * tabs pattern: one tab in the Tab order, arrows to move. Hidden panels stay mounted, so a half
 * filled form survives a look at the other tab.
 */
export function SidebarTabs({ label, tabs }: SidebarTabsProps) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function moveFocus(event: KeyboardEvent, index: number) {
    const step = STEP[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? undefined
            : (index + step + tabs.length) % tabs.length;
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    setSelectedId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div className="lg:grid lg:grid-cols-[13rem_1fr] lg:items-start lg:gap-10">
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-sand pb-3 lg:sticky lg:top-28 lg:flex-col lg:flex-nowrap lg:gap-1 lg:border-b-0 lg:border-r lg:pr-4 lg:pb-0"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => moveFocus(event, index)}
              className="min-h-11 rounded-full px-4 text-left text-sm font-medium text-navy transition-colors hover:bg-sand aria-selected:bg-navy aria-selected:text-cream lg:rounded-lg lg:px-4"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selectedId}
          className="mt-6 min-w-0 lg:mt-0"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

import './detail-tabs.css';

import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface DetailTab<Id extends string> {
  id: Id;
  label: string;
}

interface DetailTabsProps<Id extends string> {
  label: string;
  tabs: readonly DetailTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Only the selected panel is rendered, so each tab fetches its data when first opened. */
  renderPanel: (id: Id) => ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys move between tabs
 * (wrapping), Home and End jump to the ends.
 */
export function DetailTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderPanel,
}: DetailTabsProps<Id>) {
  const prefix = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${prefix}-tab-${id}`;
  const panelId = (id: Id) => `${prefix}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target].id;
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className="detail-tabs">
      <div className="detail-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
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
              className="detail-tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
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
          className="detail-tabs__panel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.id === selected && renderPanel(tab.id)}
        </div>
      ))}
    </div>
  );
}

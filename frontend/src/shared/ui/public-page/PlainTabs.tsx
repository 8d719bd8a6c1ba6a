import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PlainTab {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern in plain markup (antd Tabs would break the public budget): one tab in the
 * tab order, arrow keys / Home / End move and select, the panel is labelled by its tab.
 */
export function PlainTabs({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly PlainTab[];
  selected: string;
  onSelect: (key: string) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabs[target].key);
    buttons.current[target]?.focus();
  };

  const active = tabs[current];
  return (
    <>
      <div className="pp-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={index === current}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={index === current ? 0 : -1}
            className="pp-tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${active.key}`} aria-labelledby={`${idPrefix}-tab-${active.key}`}>
        {active.content}
      </div>
    </>
  );
}

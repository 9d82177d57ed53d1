import { useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type TabItem = {
  /** Stable, page-unique key; the tab and panel ids derive from it. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
};

/*
 * Without JavaScript the tab buttons cannot switch anything, so the `noscript:` classes hide
 * them and show every panel under its own heading, in reading order. The markup rendered on the
 * server is already the tabbed state that hydration keeps, so visitors with JavaScript see no
 * shift when the island wakes up, and a tab pressed before that is a real tab.
 */

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop (roving tabindex), Left/Right arrows
 * wrap, Home/End jump, and a focused tab is selected at once (automatic activation).
 */
export function Tabs({ label, items, className, ...rest }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className} {...rest}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-slate-200 noscript:hidden"
      >
        {items.map((item, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px min-h-11 rounded-t-lg border-b-4 px-5 py-2.5 font-semibold transition-colors',
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:text-brand-800',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`panel-${item.id}`}
          aria-labelledby={`tab-${item.id}`}
          // The WAI-ARIA tabs pattern makes a panel a tab stop, so keyboard users reach its text
          // right after the tab list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          // A class rather than the `hidden` attribute, so that `noscript:block` can show it.
          className={cn('pt-6 noscript:block', index !== selected && 'hidden')}
        >
          <h3 className="mb-4 hidden text-xl font-bold noscript:block">{item.label}</h3>
          {item.panel}
        </div>
      ))}
    </div>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { isCurrentPath, navName, servicesNav } from '../../data/navigation.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { useDetailsHandOver } from '../../hooks/useDetailsHandOver.ts';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { useMediaQueryChange, wideScreenQuery } from '../../hooks/useMediaQuery.ts';
import { cn } from '../../lib/cn.ts';
import { menuEntryClass, navItemClass } from './navStyles.ts';

type ServicesMenuProps = {
  currentPath: string;
  /** Whether React runs; until then a `<details>` keeps the entries reachable without JavaScript. */
  hydrated: boolean;
};

const panelClass =
  'absolute top-full left-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg';

type ServicesLinksProps = {
  currentPath: string;
  /** Called when an entry is chosen, so a scripted menu can close. */
  onChoose?: () => void;
  className?: string;
};

/** The Services entries as a list of links, the current page marked; shared by both menus. */
export function ServicesLinks({ currentPath, onChoose, className }: ServicesLinksProps) {
  const { locale, t } = useI18n();
  return (
    <ul className={className}>
      {servicesNav.map((entry) => (
        <li key={entry.path}>
          <a
            href={localizedPath(entry.path, locale)}
            aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}
            onClick={onChoose}
            className={menuEntryClass}
          >
            {navName(entry, t)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The wide-screen Services dropdown (WAI-ARIA disclosure): a click toggles it; a press outside,
 * Escape (focus returns to the button), choosing an entry or leaving the wide layout closes it.
 */
export function ServicesMenu({ currentPath, hydrated }: ServicesMenuProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { detailsRef, buttonRef } = useDetailsHandOver(hydrated, setOpen);
  const panelId = useId();
  const close = () => setOpen(false);

  useDismiss({ open, onDismiss: close, insideRefs: [rootRef], returnFocusRef: buttonRef });
  useMediaQueryChange(wideScreenQuery, close);

  const chevron = (rotated: boolean) => (
    <ChevronDown
      aria-hidden="true"
      className={cn(
        'size-4 transition-transform motion-reduce:transition-none',
        rotated && 'rotate-180',
      )}
    />
  );

  if (!hydrated) {
    return (
      <details ref={detailsRef} data-menu className="group relative">
        <summary
          className={cn(
            navItemClass,
            'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
          )}
        >
          {t('nav.guides')}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className={panelClass}>
          <ServicesLinks currentPath={currentPath} />
        </div>
      </details>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cn(navItemClass, 'cursor-pointer')}
      >
        {t('nav.guides')}
        {chevron(open)}
      </button>
      <div id={panelId} hidden={!open} className={panelClass}>
        <ServicesLinks currentPath={currentPath} onChoose={close} />
      </div>
    </div>
  );
}

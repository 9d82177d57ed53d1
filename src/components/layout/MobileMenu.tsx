import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  dealershipHub,
  isCurrentPath,
  mainNav,
  navName,
  servicesNav,
  type NavEntry,
} from '../../data/navigation.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { useDetailsHandOver } from '../../hooks/useDetailsHandOver.ts';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { useMediaQueryChange, wideScreenQuery } from '../../hooks/useMediaQuery.ts';
import { cn } from '../../lib/cn.ts';
import {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselSlides,
} from '../ui/Carousel.tsx';
import { navItemClass } from './navStyles.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ServicesLinks } from './ServicesMenu.tsx';

type MobileMenuProps = {
  currentPath: string;
  /** Whether React runs; until then a `<details>` keeps the menu usable without JavaScript. */
  hydrated: boolean;
};

const [home, about, contact] = mainNav;
const toggleClass =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-slate-100';
const panelClass =
  'absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-lg';

function MenuLink({
  entry,
  currentPath,
  onChoose,
}: {
  entry: NavEntry;
  currentPath: string;
  onChoose?: () => void;
}) {
  const { locale, t } = useI18n();
  return (
    <a
      href={localizedPath(entry.path, locale)}
      aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}
      onClick={onChoose}
      className={cn(navItemClass, 'flex w-full')}
    >
      {navName(entry, t)}
    </a>
  );
}

/** The Services entries as a one-at-a-time carousel, starting on the current brand's page. */
function ServicesCarousel({
  currentPath,
  onChoose,
}: {
  currentPath: string;
  onChoose: () => void;
}) {
  const { locale, t } = useI18n();
  const currentIndex = servicesNav.findIndex((entry) => isCurrentPath(entry.path, currentPath));
  return (
    <Carousel
      label={t('nav.guides')}
      options={{ align: 'start', startIndex: Math.max(currentIndex, 0) }}
      className="px-3 pt-2"
    >
      <CarouselSlides gap={10}>
        {servicesNav.map((entry) => (
          <a
            key={entry.path}
            href={localizedPath(entry.path, locale)}
            aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}
            onClick={onChoose}
            className="flex min-h-14 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-center font-semibold text-ink hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700"
          >
            {navName(entry, t)}
          </a>
        ))}
      </CarouselSlides>
      <div className="mt-2 flex items-center justify-between gap-2">
        <CarouselPrevious />
        <CarouselDots />
        <CarouselNext />
      </div>
    </Carousel>
  );
}

/**
 * The small-screen menu (WAI-ARIA disclosure): the hamburger opens Home, a Services group, About
 * Us and Contact. The Services group has its own toggle; its entries are a carousel. Choosing an
 * entry, Escape (focus returns to the hamburger), a press outside, or growing past the `md`
 * breakpoint closes the menu.
 */
export function MobileMenu({ currentPath, hydrated }: MobileMenuProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const { detailsRef, buttonRef } = useDetailsHandOver(hydrated, setOpen);
  const menuId = useId();
  const servicesId = useId();

  const close = () => {
    setOpen(false);
    setServicesOpen(false);
  };
  useDismiss({ open, onDismiss: close, insideRefs: [rootRef], returnFocusRef: buttonRef });
  useMediaQueryChange(wideScreenQuery, close);

  if (!hydrated) {
    return (
      <details ref={detailsRef} data-menu className="md:hidden">
        <summary
          aria-label={t('nav.menu')}
          className={cn(toggleClass, 'list-none [&::-webkit-details-marker]:hidden')}
        >
          <Menu aria-hidden="true" className="size-6" />
        </summary>
        <div className={panelClass}>
          <ul>
            <li>
              <MenuLink entry={home} currentPath={currentPath} />
            </li>
            <li>
              <p className="px-3 pt-2 text-sm font-semibold text-slate-600 uppercase">
                {t('nav.guides')}
              </p>
              <ServicesLinks currentPath={currentPath} className="pl-3" />
            </li>
            <li>
              <MenuLink entry={about} currentPath={currentPath} />
            </li>
            <li>
              <MenuLink entry={contact} currentPath={currentPath} />
            </li>
          </ul>
          <LanguageSwitcher currentPath={currentPath} variant="list" className="pb-2" />
        </div>
      </details>
    );
  }

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : setOpen(true))}
        className={toggleClass}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <div id={menuId} hidden={!open} className={panelClass}>
        <ul>
          <li>
            <MenuLink entry={home} currentPath={currentPath} onChoose={close} />
          </li>
          <li>
            <button
              type="button"
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen((wasOpen) => !wasOpen)}
              className={cn(navItemClass, 'flex w-full cursor-pointer justify-between')}
            >
              {t('nav.guides')}
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'size-4 transition-transform motion-reduce:transition-none',
                  servicesOpen && 'rotate-180',
                )}
              />
            </button>
            <div id={servicesId} hidden={!servicesOpen}>
              {/* Mounted only while shown: Embla measures its slides when it starts. */}
              {open && servicesOpen ? (
                <ServicesCarousel currentPath={currentPath} onChoose={close} />
              ) : null}
              {/* The hub is the carousel's sixth slide too; here it is one tap away. */}
              <MenuLink entry={dealershipHub} currentPath={currentPath} onChoose={close} />
            </div>
          </li>
          <li>
            <MenuLink entry={about} currentPath={currentPath} onChoose={close} />
          </li>
          <li>
            <MenuLink entry={contact} currentPath={currentPath} onChoose={close} />
          </li>
        </ul>
        <LanguageSwitcher currentPath={currentPath} variant="list" className="pb-2" />
      </div>
    </div>
  );
}

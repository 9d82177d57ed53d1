import { MessageCircle, Phone } from 'lucide-react';
import type { PhoneLine } from '../../config/public-contact.ts';
import { site } from '../../config/site.ts';
import { isCurrentPath, mainNav, navName, type NavEntry } from '../../data/navigation.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { island, type KeysUnder } from '../../i18n/island.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { navItemClass } from './navStyles.ts';
import { ServicesMenu } from './ServicesMenu.tsx';

const [home, about, contact] = mainNav;

/**
 * The dictionary parts the header island receives: the words of its menus, its call link and its
 * language switcher, and those of the carousel that shows the guides in the phone menu.
 */
const parts = ['nav.', 'carousel.'] as const;

type HeaderProps = {
  currentPath: string;
  /**
   * The chat link for this page and its name, once the owner has set a WhatsApp number. Made on
   * the server (src/lib/trust/facts.ts), so the island carries no WhatsApp code or message.
   */
  whatsApp?: { href: string; label: string } | undefined;
  /**
   * The phone line the call button dials, once the owner has set it: none while it is a sample
   * (src/config/public-contact.ts), so no one is sent to a stranger's number.
   */
  call?: PhoneLine | undefined;
};

function NavLink({ entry, currentPath }: { entry: NavEntry; currentPath: string }) {
  const { locale, t } = useI18n();
  return (
    <a
      href={localizedPath(entry.path, locale)}
      aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}
      className={navItemClass}
    >
      {navName(entry, t)}
    </a>
  );
}

/**
 * The sticky top bar on every page. From `md` up it lists Home, the Services dropdown, About Us
 * and Contact; below `md` the same entries sit behind a hamburger menu. Both menus work without
 * JavaScript through `<details>` and become scripted disclosures once hydrated.
 */
const Header = island(parts, HeaderBar);
export default Header;

function HeaderBar({ currentPath, whatsApp, call }: HeaderProps) {
  const hydrated = useHydrated();
  const { locale, t } = useI18n<KeysUnder<(typeof parts)[number]>>();
  return (
    <>
      {/* Above the sticky bar, not in it: it scrolls away with the page's top, so the bar that
          stays on screen is no taller and covers no more of the page than before. */}
      <LanguageSwitcher
        currentPath={currentPath}
        className="mx-auto flex max-w-6xl justify-end px-4 pt-1"
      />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <nav
          aria-label={t('nav.label')}
          className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2"
        >
          <a
            href={localizedPath('/', locale)}
            className="inline-flex min-h-11 items-center text-lg font-bold text-ink"
          >
            {site.name}
          </a>
          <ul className="hidden items-center gap-1 md:flex">
            <li>
              <NavLink entry={home} currentPath={currentPath} />
            </li>
            <li>
              <ServicesMenu currentPath={currentPath} hydrated={hydrated} />
            </li>
            <li>
              <NavLink entry={about} currentPath={currentPath} />
            </li>
            <li>
              <NavLink entry={contact} currentPath={currentPath} />
            </li>
          </ul>
          <div className="flex items-center gap-2 md:hidden">
            {/* One tap to call, on phones, where a call is one tap away (nothing while unset). */}
            {call ? (
              <a
                href={call.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
              >
                <Phone aria-hidden="true" className="size-5" />
                {t('nav.call')}
                <span className="sr-only"> {call.display}</span>
              </a>
            ) : null}
            {/* Beside the call, the chat many buyers reach for first (nothing while unset). */}
            {whatsApp ? (
              <a
                href={whatsApp.href}
                aria-label={whatsApp.label}
                title={whatsApp.label}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 text-brand-800 hover:bg-brand-50"
              >
                {/* An icon alone: the bar has no room for a third word in Telugu at 375 px. */}
                <MessageCircle aria-hidden="true" className="size-5" />
              </a>
            ) : null}
            <MobileMenu currentPath={currentPath} hydrated={hydrated} />
          </div>
        </nav>
      </header>
    </>
  );
}

import { site } from '../../config/site';
import { isCurrentPath, mainNav, type NavEntry } from '../../data/navigation';
import { useHydrated } from '../../hooks/useMediaQuery';
import { MobileMenu } from './MobileMenu';
import { navItemClass } from './navStyles';
import { ServicesMenu } from './ServicesMenu';

const [home, about, contact] = mainNav;

function NavLink({ entry, currentPath }: { entry: NavEntry; currentPath: string }) {
  return (
    <a
      href={entry.path}
      aria-current={isCurrentPath(entry.path, currentPath) ? 'page' : undefined}
      className={navItemClass}
    >
      {entry.name}
    </a>
  );
}

/**
 * The sticky top bar on every page. From `md` up it lists Home, the Services dropdown, About Us
 * and Contact; below `md` the same entries sit behind a hamburger menu. Both menus work without
 * JavaScript through `<details>` and become scripted disclosures once hydrated.
 */
export default function Header({ currentPath }: { currentPath: string }) {
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2"
      >
        <a href="/" className="inline-flex min-h-11 items-center text-lg font-bold text-ink">
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
          {/* One tap to call, on phones, where a call is one tap away. */}
          <a
            href={site.phone.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
          >
            {/* A character, not an icon's SVG: the header is on every page, under the 14 KB
                first round trip. */}
            <span aria-hidden="true">📞</span>
            Call<span className="sr-only"> {site.phone.display}</span>
          </a>
          <MobileMenu currentPath={currentPath} hydrated={hydrated} />
        </div>
      </nav>
    </header>
  );
}

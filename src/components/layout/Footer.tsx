import { site } from '../../config/site';
import { infoPages } from '../../data/info-pages';
import { dealershipHub, mainNav } from '../../data/navigation';
import { socialNetworks } from '../../data/social';

/** The main pages beside the specification's quick links, so every page leads to the guides. */
const mainPages = [
  { name: 'Dealership guide', path: dealershipHub.path },
  ...mainNav.filter((entry) => entry.path !== '/'),
];

const linkClass =
  'inline-flex min-h-6 items-center underline decoration-slate-500 underline-offset-4 hover:text-white hover:decoration-white';
const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';

/**
 * The footer on every page: who we are, how to reach us, the main pages, quick links to the info
 * pages and our social paths (which forward to the profiles set in config). `year` is stamped at
 * build time, so the copyright needs no script.
 */
export default function Footer({ year }: { year: number }) {
  return (
    <footer className="bg-ink text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 max-w-sm">{site.tagline}</p>
          <address className="mt-4 space-y-2 not-italic">
            <p>{site.streetAddress}</p>
            <p>
              Phone:{' '}
              <a href={site.phone.href} className={linkClass}>
                {site.phone.display}
              </a>
            </p>
            <p>
              Support:{' '}
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
          </address>
        </div>
        <nav aria-label="Pages">
          <h2 className={headingClass}>Pages</h2>
          <ul className="mt-3 space-y-2">
            {mainPages.map((page) => (
              <li key={page.path}>
                <a href={page.path} className={linkClass}>
                  {page.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Quick links">
          <h2 className={headingClass}>Quick links</h2>
          <ul className="mt-3 space-y-2">
            {infoPages.map((page) => (
              <li key={page.slug}>
                <a href={`/${page.slug}`} className={linkClass}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Follow us</h2>
          <ul className="mt-3 space-y-2">
            {socialNetworks.map((network) => (
              <li key={network.slug}>
                <a
                  href={`/${network.slug}`}
                  aria-label={`${site.name} on ${network.name}`}
                  className={linkClass}
                >
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-300">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

import { site } from '../../config/site';
import { infoPages } from '../../data/info-pages';

const socialLinks = [
  { name: 'Facebook', href: site.social.facebook },
  { name: 'X (Twitter)', href: site.social.twitter },
  { name: 'Instagram', href: site.social.instagram },
] as const;

const linkClass =
  'inline-flex min-h-6 items-center underline decoration-slate-500 underline-offset-4 hover:text-white hover:decoration-white';
const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';

/**
 * The footer on every page: who we are, how to reach us, quick links to the info pages and our
 * social profiles. `year` is stamped at build time, so the copyright needs no script.
 */
export default function Footer({ year }: { year: number }) {
  return (
    <footer className="bg-ink text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
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
            {socialLinks.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  aria-label={`${site.name} on ${link.name}`}
                  className={linkClass}
                >
                  {link.name}
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

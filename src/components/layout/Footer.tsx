import { publicContact, type PublicContact } from '../../config/public-contact.ts';
import { site } from '../../config/site.ts';
import { dealershipHub, mainNav, navName, type NavEntry } from '../../data/navigation.ts';
import { profileUrl, socialNetworks } from '../../data/social.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { FooterLicences } from '../trust/Licences.tsx';

/** The main pages beside the specification's quick links, so every page leads to the guides. */
const mainPages: readonly NavEntry[] = [
  { label: 'footer.dealershipGuide', path: dealershipHub.path },
  ...mainNav.filter((entry) => entry.path !== '/'),
];

type FooterProps = {
  year: number;
  locale: Locale;
  /** The site's tagline in this language. */
  tagline: string;
  /** Where the business is, in this language, said while the street address is not set up. */
  town: string;
  /** The quick-link pages, titled in this language. */
  quickLinks: readonly { slug: string; title: string }[];
  /** The phone line, e-mail and street address to show; the site's own (none while samples). */
  contact?: PublicContact;
};

const linkClass =
  'inline-flex min-h-6 items-center underline decoration-slate-500 underline-offset-4 hover:text-white hover:decoration-white';
const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';

/**
 * The footer on every page: who we are, how to reach us, the main pages, quick links to the info
 * pages and our social paths (which forward to the profiles set in config). `year` is stamped at
 * build time, so the copyright needs no script.
 */
const Footer = localized(FooterBody);
export default Footer;

function FooterBody({
  year,
  tagline,
  town,
  quickLinks,
  contact = publicContact,
}: Omit<FooterProps, 'locale'>) {
  const { locale, t } = useI18n();
  // While a line is not set up, the visitor is told so and sent to the form, which reaches us.
  const notSetUp = (status: string) => (
    <>
      {status}{' '}
      <a href={localizedPath('/contact', locale)} className={linkClass}>
        {t('footer.useForm')}
      </a>
    </>
  );
  return (
    // Laid out only as it nears the screen, like the page's sections (see Section): at the foot of
    // every page, its 900 px of text were part of the first layout, on a phone the costliest step.
    // The estimate is its height on a phone in its longest language (Tamil, 1,065 px at 375 px):
    // where the footer grew past it, axe, run as the page loads, measured the copyright line
    // beyond the estimate against the page's white and failed its contrast (28 Nov 2026).
    <footer className="bg-ink text-slate-200 [content-visibility:auto] [contain-intrinsic-size:auto_68rem] sm:[contain-intrinsic-size:auto_56rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 max-w-sm">{tagline}</p>
          <address className="mt-4 space-y-2 not-italic">
            <p>
              {contact.streetAddress ?? (
                <>
                  {t('footer.address')} {notSetUp(t('footer.addressNotSetUp', { town }))}
                </>
              )}
            </p>
            <p>
              {t('footer.phone')}{' '}
              {contact.phone ? (
                <a href={contact.phone.href} className={linkClass}>
                  {contact.phone.display}
                </a>
              ) : (
                notSetUp(t('footer.phoneNotSetUp'))
              )}
            </p>
            <p>
              {t('footer.support')}{' '}
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  {contact.email}
                </a>
              ) : (
                notSetUp(t('footer.emailNotSetUp'))
              )}
            </p>
          </address>
          <FooterLicences className="mt-4 text-slate-300" />
        </div>
        <nav aria-label={t('footer.pages')}>
          <h2 className={headingClass}>{t('footer.pages')}</h2>
          <ul className="mt-3 space-y-2">
            {mainPages.map((page) => (
              <li key={page.path}>
                <a href={localizedPath(page.path, locale)} className={linkClass}>
                  {navName(page, t)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className={headingClass}>{t('footer.quickLinks')}</h2>
          <ul className="mt-3 space-y-2">
            {quickLinks.map((page) => (
              <li key={page.slug}>
                <a href={localizedPath(`/${page.slug}`, locale)} className={linkClass}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {/* "Follow us" over links to pages that say we have no profile reads as the empty front of
              a fake site; until the owner sets one, the heading says they are not set up. */}
          <h2 className={headingClass}>
            {t(
              socialNetworks.some((network) => profileUrl(network))
                ? 'footer.follow'
                : 'footer.followNotSet',
            )}
          </h2>
          <ul className="mt-3 space-y-2">
            {socialNetworks.map((network) => (
              <li key={network.slug}>
                <a
                  href={localizedPath(`/${network.slug}`, locale)}
                  aria-label={t('footer.onNetwork', { site: site.name, network: network.name })}
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
          {t('footer.rights', { year, site: site.name })}
        </p>
      </div>
    </footer>
  );
}

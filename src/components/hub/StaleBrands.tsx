import type { ComponentProps } from 'react';
import type { Dealership } from '../../data/dealers/index.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { cn } from '../../lib/cn.ts';
import { formatList } from '../../lib/format.ts';
import { staleness } from '../../lib/staleness.ts';
import { selectionPortals } from '../../lib/selection-portals.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';

type StaleBrandsProps = ComponentProps<'div'> & {
  /** The brands compared, in the page's language. */
  brands: ReadonlyArray<Pick<Dealership, 'slug' | 'name' | 'asOf' | 'portal' | 'selectionPortal'>>;
  /** The day the page is built (YYYY-MM-DD, in India): what "older than a year" is judged on. */
  builtOn: string;
};

/**
 * A plain warning above the comparison, naming each brand whose figures are more than a year old
 * on the day the page is built, with a link to its official portal to check them. Nothing is
 * shown while every brand's figures are current.
 */
export const StaleBrands = localized(StaleBrandsBody);

function StaleBrandsBody({ brands, builtOn, className, ...rest }: StaleBrandsProps) {
  const { locale, t } = useI18n();
  const names = (age: 'maybe' | 'old') =>
    formatList(
      brands.filter((brand) => staleness(brand.asOf, builtOn) === age).map((brand) => brand.name),
      locale,
    );
  const stale = brands.filter((brand) => staleness(brand.asOf, builtOn) !== 'fresh');
  if (stale.length === 0) return null;
  // Where each brand's figures are confirmed and its applications made: the shared
  // dealer-selection portal once for the brands that use it, else the brand's own portal.
  const portals = selectionPortals(
    stale.map((brand) => ({
      name: brand.name,
      selectionPortal: brand.selectionPortal ?? brand.portal,
    })),
  );
  const old = names('old');
  const maybe = names('maybe');
  return (
    <div
      data-stale-figures=""
      className={cn('mb-8 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4', className)}
      {...rest}
    >
      <p className="max-w-3xl font-medium">
        {[
          old && t('hub.staleOld', { brands: old }),
          maybe && t('hub.stale', { brands: maybe }),
          t('hub.staleCheck'),
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {portals.map((portal) => (
          <li key={portal.url}>
            <ExternalLink href={portal.url} className="text-brand-700">
              {portal.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

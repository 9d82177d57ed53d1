import type { ComponentProps } from 'react';
import type { Dealership } from '../../data/dealers/index.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { cn } from '../../lib/cn.ts';
import { formatList } from '../../lib/format.ts';
import { isStale } from '../../lib/staleness.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';

type StaleBrandsProps = ComponentProps<'div'> & {
  /** The brands compared, in the page's language. */
  brands: ReadonlyArray<Pick<Dealership, 'slug' | 'name' | 'asOf' | 'portal'>>;
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
  const stale = brands.filter((brand) => isStale(brand.asOf, builtOn));
  if (stale.length === 0) return null;
  return (
    <div
      data-stale-figures=""
      className={cn('mb-8 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4', className)}
      {...rest}
    >
      <p className="max-w-3xl font-medium">
        {t('hub.stale', {
          brands: formatList(
            stale.map((brand) => brand.name),
            locale,
          ),
        })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {stale.map((brand) => (
          <li key={brand.slug}>
            <ExternalLink href={brand.portal.url} className="text-brand-700">
              {brand.portal.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

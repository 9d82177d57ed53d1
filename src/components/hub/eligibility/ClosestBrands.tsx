import type { ComponentProps } from 'react';
import { useI18n } from '../../../i18n/I18n.tsx';
import { richText } from '../../../i18n/rich-text.tsx';
import { cn } from '../../../lib/cn.ts';
import { contactHref } from '../../../lib/contact/prefill.ts';
import {
  closestBrands,
  gapSummary,
  noBrandFits,
  type BrandResult,
  type EligibilityBrand,
} from '../../../lib/eligibility/index.ts';
import { formatList } from '../../../lib/format.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { GuidanceFee } from '../../ui/GuidanceFee.tsx';
import { Panel } from '../../ui/Panel.tsx';

const linkStyle = 'py-1 font-semibold text-brand-700 underline underline-offset-4';

/**
 * The head of the result: the brand or brands the visitor is closest to, what stands in the way
 * in plain words, and one next step for each, following the verdict. Where some brand fits, the
 * step is to apply on the brand's official portal, or our guidance with that brand chosen on
 * the contact form, with what our help costs. Where none fits, it never says "apply": it says
 * where to check the current rules, and offers to talk about what is missing.
 */
export function ClosestBrands({
  brands,
  results,
  guidanceFee,
  className,
  ...rest
}: Omit<ComponentProps<'section'>, 'results'> & {
  brands: readonly EligibilityBrand[];
  results: readonly BrandResult[];
  guidanceFee: string;
}) {
  const { locale, t } = useI18n();
  const closest = closestBrands(results);
  if (closest.length === 0) return null;
  const none = noBrandFits(results);
  const names = formatList(
    closest.map((result) => result.name),
    locale,
  );
  return (
    <Panel
      title={t(none ? 'eligibility.closest.titleNone' : 'eligibility.closest.title', {
        brands: names,
      })}
      level={4}
      headingClassName="text-lg font-bold"
      className={cn('mt-4 rounded-lg border-2 border-brand-700 bg-white p-4 sm:p-6', className)}
      {...rest}
    >
      <ul className="mt-2 space-y-4">
        {closest.map((result) => {
          const portal = brands.find((brand) => brand.slug === result.slug)?.portal;
          const portalLink = portal ? (
            <ExternalLink href={portal.url} className="text-brand-700">
              {portal.label}
            </ExternalLink>
          ) : (
            t('eligibility.closest.officialPortal')
          );
          const href = contactHref({ brand: result.slug }, locale);
          return (
            <li key={result.slug}>
              <p>
                {closest.length > 1 ? <strong>{result.name}: </strong> : null}
                {gapSummary(result, t, locale)}
              </p>
              <p className="mt-1">
                <strong>{t('eligibility.closest.nextLabel')}</strong>{' '}
                {none
                  ? richText(
                      t,
                      'eligibility.closest.nextNone',
                      {
                        portal: portalLink,
                        guide: (
                          <a href={href} className={linkStyle}>
                            {t('eligibility.closest.askMissing')}
                          </a>
                        ),
                      },
                      { brand: result.name },
                    )
                  : richText(t, 'eligibility.closest.next', {
                      portal: portalLink,
                      guide: (
                        <a href={href} className={linkStyle}>
                          {t('eligibility.closest.guide', { brand: result.name })}
                        </a>
                      ),
                    })}
              </p>
            </li>
          );
        })}
      </ul>
      <GuidanceFee fee={guidanceFee} className="mt-3 text-sm text-slate-700" />
    </Panel>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { useI18n } from '#src/i18n/I18n.tsx';
import { richText } from '#src/i18n/rich-text.tsx';
import { cn } from '#src/lib/cn.ts';
import { contactHref } from '#src/lib/contact/prefill.ts';
import {
  gapSummary,
  headOf,
  missesOf,
  moneyHead,
  questionsText,
  samePortalExcluding,
  type Applicant,
  type BrandResult,
  type EligibilityBrand,
} from '#src/lib/eligibility/index.ts';
import { formatList, formatNumber } from '#src/lib/format.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { GuidanceFee } from '../../ui/GuidanceFee.tsx';
import { Panel } from '../../ui/Panel.tsx';

const linkStyle = 'py-1 font-semibold text-brand-700 underline underline-offset-4';

/**
 * The head of the result: one next step, following what the answers allow (`headOf`).
 * - Not a citizen: that comes first, alone, with where to read the rules of any brand that does
 *   not state one; no closest brand and no offer of our help.
 * - Some brand fits (nothing answered fails, nothing needed is missing): the papers its rules
 *   list, which no answer checks, then apply on the brand's official portal (after settling
 *   with the brand any point it leaves open), or our guidance with that brand chosen, with what
 *   our help costs.
 * - Answers missing: the next step is to answer them; never "apply".
 * - A brand whose unstated rules every stating brand would fail: read its own rules first.
 * - None fits: the brands with the fewest rules not met (never "closest"), what each does not
 *   meet, once a warning against paying a fee where an age limit fails, and where to check the
 *   current rules; never "apply", and no offer of our help, which cannot change an age, a plot
 *   or the money a reader has.
 */
export function ClosestBrands({
  brands,
  applicant,
  results,
  guidanceFee,
  className,
  ...rest
}: Omit<ComponentProps<'section'>, 'results'> & {
  brands: readonly EligibilityBrand[];
  applicant: Applicant;
  results: readonly BrandResult[];
  guidanceFee: string;
}) {
  const { locale, t } = useI18n();
  const words = { t, locale };
  const head = headOf(results, applicant);
  const brandOf = (result: BrandResult) => brands.find((brand) => brand.slug === result.slug);
  const portalOf = (result: BrandResult): ReactNode => {
    const portal = brandOf(result)?.portal;
    return portal ? (
      <ExternalLink href={portal.url} className="text-brand-700">
        {portal.label}
      </ExternalLink>
    ) : (
      t('eligibility.closest.officialPortal')
    );
  };
  const panel = (title: string, children: ReactNode) => (
    <Panel
      title={title}
      level={4}
      headingClassName="text-lg font-bold"
      className={cn('mt-4 rounded-lg border-2 border-brand-700 bg-white p-4 sm:p-6', className)}
      {...rest}
    >
      {children}
    </Panel>
  );
  const nextStep = (step: ReactNode) => (
    <p className="mt-1">
      <strong>{t('eligibility.closest.nextLabel')}</strong> {step}
    </p>
  );

  if (head.kind === 'not-citizen') {
    return panel(
      t('eligibility.head.notCitizen'),
      <>
        {head.unstated.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {head.unstated.map((result) => {
              // Brands on its own portal that ask for citizenship: one advertisement there sets
              // the rule for all of them, so theirs is said beside the rule it does not list.
              const peers = samePortalExcluding(result, 'citizenship');
              return (
                <li key={result.slug}>
                  {peers.length > 0
                    ? richText(
                        t,
                        'eligibility.head.notCitizenSamePortal',
                        { portal: portalOf(result) },
                        { brand: result.name, brands: formatList(peers, locale) },
                      )
                    : richText(
                        t,
                        'eligibility.head.notCitizenUnstated',
                        { portal: portalOf(result) },
                        { brand: result.name },
                      )}
                </li>
              );
            })}
          </ul>
        ) : null}
        {/* The next step, whether or not a brand is named above: nothing to pay for. */}
        <p className="mt-2">{t('eligibility.head.notCitizenNext')}</p>
      </>,
    );
  }

  const { closest } = head;
  if (closest.length === 0) return null;
  const names = formatList(
    closest.map((result) => result.name),
    locale,
  );
  const title = {
    'none-fits': t('eligibility.closest.titleNone', {
      brands: names,
      count: formatNumber(missesOf(closest[0]!), locale),
    }),
    // With every brand still in reach, naming them all "closest" compares them with nothing.
    'answer-first':
      closest.length === results.length
        ? t('eligibility.closest.titleNoneRuledOut')
        : t('eligibility.closest.titleSoFar', { brands: names }),
    'cannot-say': t('eligibility.head.cannotSay'),
    fits: t('eligibility.closest.title', { brands: names }),
  }[head.kind];
  const guideLink = (result: BrandResult, label: string) => (
    <a href={contactHref({ brand: result.slug }, locale)} className={linkStyle}>
      {label}
    </a>
  );
  const stepFor = (result: BrandResult): ReactNode => {
    switch (head.kind) {
      case 'fits':
        if (brandOf(result)?.openingsClosed) {
          return richText(
            t,
            'eligibility.closest.nextClosed',
            { portal: portalOf(result) },
            { brand: result.name },
          );
        }
        // Points the brand must settle (a plot it gives no rule for, money below or within its
        // cost figures) come before any application: ask first, then apply.
        return richText(
          t,
          result.verdict === 'check' || result.money.gap
            ? 'eligibility.closest.nextAsk'
            : 'eligibility.closest.next',
          {
            portal: portalOf(result),
            guide: guideLink(result, t('eligibility.closest.guide', { brand: result.name })),
          },
          { brand: result.name },
        );
      case 'none-fits':
        return richText(
          t,
          'eligibility.closest.nextNone',
          { portal: portalOf(result) },
          { brand: result.name },
        );
      case 'cannot-say':
        return richText(
          t,
          'eligibility.closest.nextUnknown',
          { portal: portalOf(result) },
          { brand: result.name },
        );
      case 'answer-first':
        return null;
    }
  };
  // Our help, and its price, only where we offer it: where some brand fits and takes applications.
  const offersHelp =
    head.kind === 'fits' && closest.some((result) => !brandOf(result)?.openingsClosed);
  return panel(
    title,
    <>
      <ul className="mt-2 space-y-4">
        {closest.map((result) => {
          const step = stepFor(result);
          // Where no brand fits, a rule not met decides: money cannot change an age or a plot.
          // No money line where no brand is known to fit: "your ₹1 crore covers the low end"
          // under a 67-year-old's "No brand is known to fit" read as a way in to plan for.
          const money =
            head.kind === 'none-fits' || head.kind === 'cannot-say'
              ? undefined
              : moneyHead(result, words);
          return (
            <li key={result.slug}>
              <p>
                {closest.length > 1 ? <strong>{result.name}: </strong> : null}
                {gapSummary(result, words)}
              </p>
              {money ? <p className="mt-1">{money}</p> : null}
              {head.kind === 'fits' ? <Papers brand={brandOf(result)} name={result.name} /> : null}
              {step ? nextStep(step) : null}
            </li>
          );
        })}
      </ul>
      {(head.kind === 'none-fits' || head.kind === 'cannot-say') && head.ageLimit ? (
        <p className="mt-3 font-semibold">{t('eligibility.closest.ageLimit')}</p>
      ) : null}
      {head.kind === 'answer-first'
        ? nextStep(
            t('eligibility.closest.nextAnswer', {
              questions: questionsText(head.questions, words),
            }),
          )
        : null}
      {offersHelp ? (
        <GuidanceFee fee={guidanceFee} className="mt-3 text-sm text-slate-700" />
      ) : null}
    </>,
  );
}

/**
 * Before any "apply": the papers a brand lists, which no answer here checks. A reader who fits
 * every answered rule but has never filed a tax return must not pay a fee on our word.
 */
function Papers({ brand, name }: { brand: EligibilityBrand | undefined; name: string }) {
  const { t } = useI18n();
  const papers = brand?.papers ?? [];
  if (papers.length === 0) {
    return <p className="mt-1">{t('eligibility.closest.papersUnlisted', { brand: name })}</p>;
  }
  return (
    <div className="mt-1">
      <p>{t('eligibility.closest.papers', { brand: name })}</p>
      <ul className="ms-5 list-disc">
        {papers.map((paper) => (
          <li key={paper}>{paper}</li>
        ))}
      </ul>
      <p>{t('eligibility.closest.papersWithout')}</p>
    </div>
  );
}

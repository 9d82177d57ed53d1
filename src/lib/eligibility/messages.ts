import { reservationCategoryKeys, siteTypeKeys } from '../../data/dealers/labels.ts';
import { languageTags, type Locale } from '../../i18n/locales.ts';
import type { Translate, UIKey } from '../../i18n/ui.ts';
import {
  formatArea,
  formatAreaEquivalent,
  formatList,
  formatNumber,
  formatRange,
} from '../format.ts';
import { fromSqm } from '../land-units.ts';
import { criteria, educationKeys } from './applicant.ts';
import type { Figure, Finding, Message, Status } from './findings.ts';
import type { BrandResult } from './verdict.ts';
import { counted } from './verdict-words.ts';

/*
 * The self-check's findings written as sentences, in the language of the dictionary `t` reads
 * (src/content/<locale>/ui/selfcheck.ts, one message table per language). Every figure is written
 * here, in one place: money in lakh and crore, areas with their acres or cents, levels and groups
 * by their names, counts in the language's plural form. No sentence is glued from fragments:
 * each message is whole, and a phrase inside another is a message of its own.
 */

/** The language's strings and the language: all the check needs to write. */
export type Words = { t: Translate; locale: Locale };

/**
 * A sentence with a figure at its end keeps one full stop: a unit written with a dot ("20 మీ.")
 * ends the sentence itself, in whichever full stop the language uses ("20 మీ..", "सेंट.।").
 */
export function tidy(text: string): string {
  return text.replace(/\.(?=[.।])/gu, '');
}

/** Mid-sentence, a phrase starts in lower case; only its first letter, so "SSLC" stays "SSLC". */
const lower = (text: string, locale: Locale) =>
  text.charAt(0).toLocaleLowerCase(languageTags[locale]) + text.slice(1);

function writeFigure(figure: Figure, brand: string, words: Words): string {
  const { t, locale } = words;
  if ('message' in figure) return say(figure.message, brand, words);
  if ('number' in figure) return formatNumber(figure.number, locale);
  if ('range' in figure) return formatRange(figure.range, locale);
  if ('rupees' in figure) return formatRange({ min: figure.rupees, unit: 'rupees' }, locale);
  if ('equivalent' in figure) return formatAreaEquivalent(figure.equivalent, locale, figure.unit);
  if ('sqm' in figure) {
    // The visitor's plot as they gave it, with sqm beside another unit: "0.5 acres (2,023.4 sqm)".
    const inSqm = formatRange({ min: Math.round(figure.sqm * 10) / 10, unit: 'sqm' }, locale);
    return figure.unit === undefined || figure.unit === 'sqm'
      ? inSqm
      : `${formatArea(fromSqm(figure.sqm, figure.unit), figure.unit, 2, locale)} (${inSqm})`;
  }
  if ('level' in figure) {
    const name = t(educationKeys[figure.level]);
    return figure.lower ? lower(name, locale) : name;
  }
  if ('group' in figure) return t(reservationCategoryKeys[figure.group]);
  if ('site' in figure) {
    // The sites a rule is for: "rural sites", or the brand's own name ("town sites").
    return t('eligibility.sites', {
      site: lower(figure.label ?? t(siteTypeKeys[figure.site]), locale),
    });
  }
  return figure.lower ? lower(figure.words, locale) : figure.words;
}

/** One message, its figures written and `{brand}` filled with the brand checked. */
export function say(message: Message, brand: string, words: Words): string {
  const vars: Record<string, string> = { brand };
  for (const [slot, figure] of Object.entries(message.slots)) {
    vars[slot] = writeFigure(figure, brand, words);
  }
  return tidy(words.t(message.key, vars));
}

const criterionKeys = Object.fromEntries(criteria.map(({ id, label }) => [id, label])) as Record<
  Finding['criterion'],
  UIKey
>;

/** A criterion's name: "Age", "Land area". */
export function criterionName(finding: Finding, { t }: Words): string {
  return t(criterionKeys[finding.criterion]);
}

/**
 * Other brands' limits, each limit once with the brands that state it: "an age of 21–55 years
 * (Nayara, Bharat Petroleum and Hindustan Petroleum); an age of 21–60 years (Jio-bp)".
 */
function othersLimits(
  others: ReadonlyArray<{ brand: string; limit: Message }>,
  brand: string,
  words: Words,
): string {
  const byLimit = new Map<string, string[]>();
  for (const other of others) {
    const limit = say(other.limit, other.brand, words);
    byLimit.set(limit, [...(byLimit.get(limit) ?? []), other.brand]);
  }
  return [...byLimit]
    .map(([limit, brands]) =>
      tidy(
        words.t('eligibility.limitOf', { limit, brands: formatList(brands, words.locale), brand }),
      ),
    )
    .join('; ');
}

/**
 * Why a criterion came out as it did; a rule left unstated also names the others' limits, and a
 * rule the brands on its portal are given differently names theirs.
 */
export function reasonText(finding: Finding, brand: string, words: Words): string {
  const reason = say(finding.reason, brand, words);
  if (finding.portalPeers) {
    const { portal, peers, meets } = finding.portalPeers;
    const key =
      meets === undefined
        ? 'eligibility.portalPeersUnstated'
        : meets
          ? 'eligibility.portalPeersMeets'
          : 'eligibility.portalPeersFails';
    return tidy(
      words.t(key, {
        reason,
        brands: formatList([brand, ...peers.map((peer) => peer.brand)], words.locale),
        portal,
        limits: othersLimits(peers, brand, words),
        brand,
      }),
    );
  }
  if (finding.portalSets) {
    const { portal, brands } = finding.portalSets;
    return tidy(
      words.t('eligibility.portalSets', {
        reason,
        brands: formatList(brands, words.locale),
        portal,
        brand,
      }),
    );
  }
  if (!finding.othersExclude) return reason;
  return tidy(
    words.t('eligibility.othersExclude', {
      reason,
      limits: othersLimits(finding.othersExclude, brand, words),
      brand,
    }),
  );
}

const statusKeys = {
  met: 'eligibility.status.meets',
  'not-met': 'eligibility.status.fails',
  'not-stated': 'eligibility.status.notStated',
  'not-answered': 'eligibility.status.unanswered',
} as const satisfies Record<Status, UIKey>;

/** A criterion's name and its outcome, in the language's punctuation: "Age: You meet this." */
export function criterionStatusText(finding: Finding, brand: string, words: Words): string {
  const { t } = words;
  const status = finding.othersExclude
    ? t('eligibility.status.othersExclude', { brand })
    : finding.othersAccept
      ? t('eligibility.status.othersAccept', { brand })
      : finding.portalSets
        ? t('eligibility.status.failsHere', { brand })
        : finding.portalPeers && finding.portalPeers.meets !== undefined
          ? t('eligibility.status.portalDiffers', { brand })
          : t(statusKeys[finding.unanswered ? 'not-answered' : finding.status], { brand });
  return t('eligibility.criterionStatus', { criterion: criterionName(finding, words), status });
}

const moneyStatusKeys = {
  met: 'eligibility.money.covers',
  'not-met': 'eligibility.money.below',
  'not-stated': 'eligibility.money.unknown',
  'not-answered': 'eligibility.money.unanswered',
} as const satisfies Record<Status, UIKey>;

/**
 * The money line under a brand's rules: the visitor's money against the check's sums from its
 * cost figures, not a rule. Then its reason, and a note: under a brand whose rules the visitor
 * does not meet, not to arrange money for it; where the money is below, what may still count.
 */
export function moneyText(result: BrandResult, words: Words) {
  const { t } = words;
  const { money, name: brand } = result;
  const status = t(money.lowEndOnly ? 'eligibility.money.lowEnd' : moneyStatusKeys[money.status], {
    brand,
  });
  return {
    status: t('eligibility.criterionStatus', {
      criterion: t('eligibility.money.label', { brand }),
      status,
    }),
    reason: say(money.reason, brand, words),
    note:
      result.verdict === 'not-eligible' || result.verdict === 'cannot-say'
        ? t('eligibility.money.noteFails', { brand })
        : money.status === 'not-met'
          ? t('eligibility.money.note', { brand })
          : undefined,
  };
}

/**
 * The money in the head of the result, under a brand's gaps: where the visitor's money is below
 * the lowest cost worked out from its figures, or where the figures leave the cost to the brand.
 * Nothing where the money covers the figures or has not been given.
 */
export function moneyHead(result: BrandResult, words: Words): string | undefined {
  const { money, name: brand } = result;
  if (!money.gap) return undefined;
  const gap = say(money.gap, brand, words);
  if (money.status === 'not-met')
    return tidy(words.t('eligibility.money.headBelow', { brand, gap }));
  if (money.lowEndOnly && money.gap.key === 'eligibility.funds.gapLowEnd')
    return tidy(words.t('eligibility.money.headLowEnd', { brand, gap }));
  if (money.status === 'not-stated')
    return tidy(words.t('eligibility.money.headAsk', { brand, topic: gap }));
  return undefined;
}

/** Brands on `result`'s portal whose listed rule, which it lacks, rules the answer out. */
export function samePortalExcluding(
  result: BrandResult,
  criterion: Finding['criterion'],
): string[] {
  const finding = result.findings.find((item) => item.criterion === criterion);
  return (finding?.othersExclude ?? []).filter((o) => o.samePortal).map((o) => o.brand);
}

/** The gaps of one status, for the head's lists: "your lease (10 years left) is shorter…", "age limits". */
function gaps(result: BrandResult, wanted: (finding: Finding) => boolean, words: Words): string[] {
  return result.findings
    .filter((finding) => wanted(finding) && finding.gap)
    .map((finding) => say(finding.gap!, result.name, words));
}

/**
 * What stands between the visitor and one brand, in plain words, for the head of the result.
 * "Nothing falls short" is said only where every criterion is met by a rule the brand states.
 */
export function gapSummary(result: BrandResult, words: Words): string {
  const { t, locale } = words;
  const brand = result.name;
  const unstated = gaps(result, (f) => f.status === 'not-stated' && !f.othersExclude, words);
  const ask = (key: 'eligibility.gaps.ask' | 'eligibility.gaps.askAlso') =>
    unstated.length > 0 ? ` ${t(key, { brand, topics: formatList(unstated, locale) })}` : '';
  switch (result.verdict) {
    case 'likely':
      return t('eligibility.gaps.likely', { brand });
    case 'incomplete': {
      // Answers the brand has no rule for are said as unchecked, never folded into "nothing
      // fails"; rules the visitor has not answered either are not named as answers.
      const unchecked = gaps(
        result,
        (f) => f.status === 'not-stated' && !f.othersExclude && !f.unanswered,
        words,
      );
      return unchecked.length > 0
        ? counted(
            unchecked.length,
            'eligibility.gaps.incompleteUnstatedOne',
            'eligibility.gaps.incompleteUnstatedMany',
            words,
            { brand, topics: formatList(unchecked, locale) },
          )
        : t('eligibility.gaps.incomplete', { brand });
    }
    case 'check':
      return tidy(`${t('eligibility.gaps.check', { brand })}${ask('eligibility.gaps.ask')}`);
    case 'cannot-say': {
      // The topics, then every limit that rules the answer out, so that the head says which
      // answer no listed rule accepts (the age, the education), with the fee warning; then the brands
      // on its own portal among them, and only then what else to ask (a review read "Ask Indian
      // Oil about citizenship…" as the whole list, with age and education left out).
      const excluded = result.findings.filter((f) => f.othersExclude !== undefined);
      const topics = gaps(result, (f) => f.othersExclude !== undefined, words);
      // Brands on its own portal among them: one advertisement sets their rules and its.
      const peers = [...new Set(excluded.flatMap((f) => samePortalExcluding(result, f.criterion)))];
      const portal =
        peers.length > 0 && result.portal
          ? ` ${t('eligibility.gaps.cannotSayPortal', {
              brand,
              portal: result.portal.label,
              brands: formatList(peers, locale),
            })}`
          : '';
      return tidy(
        `${counted(
          topics.length,
          'eligibility.gaps.cannotSayOne',
          'eligibility.gaps.cannotSayMany',
          words,
          {
            brand,
            topics: formatList(topics, locale),
            limits: excluded.map((f) => othersLimits(f.othersExclude!, brand, words)).join('; '),
          },
        )}${portal}${ask('eligibility.gaps.askAlso')}`,
      );
    }
    case 'not-eligible': {
      // Every rule not met, and nothing to ask: no answer about cost can change an age or a
      // lease. The points to ask about stay in the brand's own details (BrandVerdict).
      // Each is a whole clause ("your lease (10 years left) is shorter than…"), so they are set apart
      // by semicolons: joined with "and", two clauses read as one run-on sentence.
      const missing = gaps(result, (f) => f.status === 'not-met', words);
      // Rules it does not list that no brand listing them accepts: they rank it (`missesOf`),
      // so the head names them too.
      const unlisted = gaps(result, (f) => f.othersExclude !== undefined, words);
      const also =
        unlisted.length > 0
          ? ` ${t('eligibility.gaps.missingUnlisted', { brand, topics: formatList(unlisted, locale) })}`
          : '';
      return tidy(`${t('eligibility.gaps.missing', { gaps: missing.join('; ') })}${also}`);
    }
  }
}

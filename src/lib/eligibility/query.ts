import { areaUnits, toSqm } from '../land-units.ts';
import {
  applicantCategories,
  applicantEducationLevels,
  applicantSiteTypes,
  holdings,
  type Applicant,
  type ApplicantCategory,
} from './applicant.ts';

/** Whether the visitor has answered anything yet; an empty form shows no verdicts. */
export function hasAnswers(applicant: Applicant): boolean {
  return (
    applicant.categories.length > 0 ||
    Object.entries(applicant).some(
      ([key, value]) => key !== 'categories' && key !== 'areaUnit' && value !== undefined,
    )
  );
}

/*
 * The answers in the page address: short, readable keys, so a shared link shows what it holds.
 * Anything unreadable in a hand-edited address is ignored rather than guessed.
 */

const numberParam = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

export function applicantFromQuery(query: URLSearchParams): Applicant {
  const citizen = query.get('citizen');
  const categories = (query.get('cat') ?? '')
    .split(',')
    .map((value) => oneOf(applicantCategories, value))
    .filter((value): value is ApplicantCategory => value !== undefined);
  const areaUnit = oneOf(areaUnits, query.get('unit'));
  const area = numberParam(query.get('area'));
  return {
    age: numberParam(query.get('age')),
    education: oneOf(applicantEducationLevels, query.get('edu')),
    citizen: citizen === 'yes' ? true : citizen === 'no' ? false : undefined,
    site: oneOf(applicantSiteTypes, query.get('site')),
    area: area === undefined ? undefined : toSqm(area, areaUnit ?? 'sqm'),
    areaUnit,
    frontage: numberParam(query.get('frontage')),
    holding: oneOf(holdings, query.get('land')),
    leaseYears: numberParam(query.get('lease')),
    categories: applicantCategories.filter((category) => categories.includes(category)),
    funds: numberParam(query.get('funds')),
  };
}

/** The address keys of the answers, in the order the form asks them. */
export const answerKeys = [
  'age',
  'edu',
  'citizen',
  'site',
  'area',
  'unit',
  'frontage',
  'land',
  'lease',
  'cat',
  'funds',
] as const;
export type AnswerKey = (typeof answerKeys)[number];

/**
 * The address after one answer changes. The value is kept as typed (a half-typed "1." stays
 * "1.", so the field shows what the visitor wrote); an empty value removes the key; an answer
 * that makes another one meaningless removes that one too (owned or family land has no lease
 * length).
 * Keys that are not answers (a campaign tag, say) are kept.
 */
export function withAnswer(query: URLSearchParams, key: AnswerKey, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value);
  // Only an answer that is not "leased" drops the lease: a length typed before any land answer
  // is kept.
  const land = next.get('land');
  if (land === 'owned' || land === 'family') next.delete('lease');
  return next;
}

/**
 * The address with the answers a visitor gave in the form before the script ran: the form works
 * natively while React loads, so a choice made then is read from the form's own data. Only what
 * was given counts (a ticked box, a chosen option, typed text); nothing given leaves the
 * address, a shared link's answers included, as it was.
 */
export function withFormAnswers(query: URLSearchParams, form: FormData): URLSearchParams {
  let next = query;
  for (const key of answerKeys) {
    const given = form
      .getAll(key)
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (given.length > 0) next = withAnswer(next, key, given.join(','));
  }
  return next;
}

/** The address with every answer removed. */
export function withoutAnswers(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of answerKeys) next.delete(key);
  return next;
}

/*
 * The answers ride in the address's fragment (`#age=58&cat=sc-st`), never its query: browsers do
 * not send the fragment to any server, so no host or proxy can log a visitor's answers.
 */

const hasAnswerKey = (query: URLSearchParams) => answerKeys.some((key) => query.has(key));

/**
 * The answers in a fragment (`location.hash`, with or without its '#'). A fragment that holds no
 * answer is an in-page link (`#main` from the skip link) and reads as no answers.
 */
export function answersInFragment(hash: string): URLSearchParams {
  const query = new URLSearchParams(hash.replace(/^#/, ''));
  return hasAnswerKey(query) ? query : new URLSearchParams();
}

/** The address with these answers as its fragment; no answers leave no bare '#'. */
export function withAnswersFragment(href: string, answers: URLSearchParams): URL {
  const url = new URL(href);
  url.hash = answers.toString();
  return url;
}

/**
 * An address shared before the answers moved to the fragment (`?age=58&…`), with its answers
 * moved into the fragment and out of the query (keys that are not answers stay in the query);
 * undefined when there is nothing to move or the fragment already holds answers.
 */
export function movedFromQuery(href: string): URL | undefined {
  const url = new URL(href);
  const query = new URLSearchParams(url.search);
  if (!hasAnswerKey(query) || hasAnswerKey(answersInFragment(url.hash))) return undefined;
  const answers = new URLSearchParams();
  for (const [key, value] of query) {
    if ((answerKeys as readonly string[]).includes(key)) answers.append(key, value);
  }
  url.search = withoutAnswers(query).toString();
  url.hash = answers.toString();
  return url;
}

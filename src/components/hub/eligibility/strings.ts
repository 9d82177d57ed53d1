import selfcheck from '#src/content/en/ui/selfcheck.ts';
import {
  reservationCategoryKeys,
  siteTypeKeys,
  siteTypeNameKeys,
} from '#src/data/dealers/labels.ts';
import type { UIStrings } from '#src/i18n/ui.ts';
import { applicantCategories } from '#src/lib/eligibility/applicant.ts';
import { guidanceFeeStrings } from '../../ui/GuidanceFee.tsx';

/*
 * The UI strings the self-check island uses, picked by its page (`pickStrings`): server code only,
 * so the browser never downloads the English dictionary to learn its keys. The island recomputes
 * every verdict in the browser, so it carries the whole self-check message table (every key of
 * src/content/<locale>/ui/selfcheck.ts) and the names its sentences use: a new message needs no
 * change here.
 */
/** The self-check's strings the page itself writes, outside the island: not carried twice. */
const pageOnly = [
  'eligibility.title',
  'eligibility.description',
  'eligibility.heading',
  'eligibility.lead',
  'eligibility.section',
  'eligibility.noscript',
] as const;
type PageOnly = (typeof pageOnly)[number];

const islandKeys = (Object.keys(selfcheck) as (keyof typeof selfcheck)[]).filter(
  (key): key is Exclude<keyof typeof selfcheck, PageOnly> =>
    !(pageOnly as readonly string[]).includes(key),
);

export const eligibilityCheckStrings = [
  ...islandKeys,
  ...guidanceFeeStrings,
  ...Object.values(siteTypeNameKeys),
  ...Object.values(siteTypeKeys),
  ...applicantCategories.map((category) => reservationCategoryKeys[category]),
  'link.newTab',
  // The brand pages' note where a brand's own figures disagree, said in the funds line too.
  'dealers.investment.partsDisagree',
] as const;

export type EligibilityCheckStrings = Pick<UIStrings, (typeof eligibilityCheckStrings)[number]>;

/**
 * The byte budgets: the default per route and the page templates allowed more, each with its
 * reason (scripts/budgets-lib.ts measures a build against them; budgets-report.ts prints them).
 */
import { unlocalizedPath } from '../src/i18n/locales.ts';

export interface Budgets {
  /** Bytes (Brotli) of HTML plus render-blocking CSS. */
  htmlCss: number;
  /** Bytes (Brotli) of JavaScript loaded before interaction. */
  js: number;
  /** Bytes (Brotli) of web fonts. */
  fonts: number;
}

export type BudgetKind = keyof Budgets;

export const defaultBudgets: Budgets = { htmlCss: 14 * 1024, js: 80 * 1024, fonts: 40 * 1024 };

/**
 * A page template and its budgets. A page's size follows its template (what sections and islands
 * it holds), not its wording, so every language of a template has one budget: the largest
 * language measured plus room for a longer sentence. `pattern` is the route without its language
 * prefix (`*` stands for one path segment, a final `**` for any rest); the first template whose
 * pattern names a route is its template. A budget above the default is a cost a visitor pays
 * (here: a second round trip on a cold connection), so its reason is printed with the table.
 */
export interface Template {
  name: string;
  pattern: string;
  budgets: Partial<Budgets>;
  reason?: string;
}

export const templates: readonly Template[] = [
  {
    name: 'home',
    pattern: '/',
    budgets: { htmlCss: 18 * 1024, js: 81.5 * 1024 },
    reason:
      'the spec’s seven sections, the dealership guides that lead applicants on and the quote ' +
      'link of the chosen fuel card, and the inline directive that keeps a press made while an ' +
      'island wakes; woken, the count-up formats its figures in the reader’s ' +
      'grouping with the one formatter (80.4 KB of script measured); +0.5 KB on 28 Nov 2026 for ' +
      '"Official portal" explained under a page that names it (Tamil measured 17.1 KB); +0.5 KB ' +
      'on 29 Nov 2026 for the help box saying no adviser, us included, is needed to apply or can ' +
      'make an oil company select anyone (Telugu measured 17.6 KB)',
  },
  {
    name: 'hub',
    pattern: '/services',
    budgets: { htmlCss: 20.5 * 1024 },
    reason:
      'the five-brand comparison, its range bars, the phone cards’ CSS, the note naming every ' +
      'brand whose figures are over a year old, with its portal, and the list explaining the ' +
      'brands’ terms (ROI, SC/ST, OBC, EV); +0.5 KB on 27 Nov 2026 for saying the totals include ' +
      'the land and that the shared portal’s advertisement decides where rules differ (Tamil ' +
      'measured 18.7 KB); +0.5 KB on 28 Nov 2026 for "Official portal" explained and a quota said ' +
      'to be a share of the dealerships a brand advertises (Tamil measured 19.1 KB); +0.5 KB later ' +
      'that day for the shared portal note naming the quotas, fees and selection that differ, and ' +
      'the safety panel on invitations to an interview (Tamil measured 19.7 KB); +0.5 KB on 29 Nov ' +
      '2026 for the openings saying a plot size can differ from the general figures, and a group ' +
      'a shared-portal listing named sent to the advertisement (Kannada measured 19.9 KB)',
  },
  {
    name: 'self-check',
    pattern: '/services/eligibility',
    budgets: { htmlCss: 25 * 1024, js: 87.5 * 1024 },
    reason:
      'the verdicts are built in the browser, so their sentences (whole sentences per case: a ' +
      'next step when no brand fits, a brand’s figures that disagree) travel with the page as ' +
      'island props, and the list explaining SC/ST, OBC and CA, CS, ICWA follows; woken, it ' +
      'adds the translator and the figure words of the five languages, and the rules read ' +
      'across brands (a rule one brand leaves unstated is held against those that state it: ' +
      '27 Nov 2026, +1 KB of script; +0.5 KB of words, where Tamil and Kannada say in full why ' +
      'a rule that is not listed cannot be said to be met; +1 KB of words the same day: each rule ' +
      'not met said as a whole clause about the reader, the age warning, the answers said unchecked ' +
      'where a brand lists no rule, and the lead saying the answers stay after the # in the ' +
      'address; +0.5 KB of script later that day: a plot one opening listed, the part of a total ' +
      'its parts do not explain added on one’s own land, plots in the unit the reader gave; ' +
      '+0.5 KB of HTML the same evening: the papers no answer checks, named before any apply ' +
      'step, and where a top figure comes from; Tamil measured 20.6 KB; +0.5 KB of script that ' +
      'night: brands on one selection portal whose rules decide an answer differently are asked ' +
      'about, not said to fit or fail; +0.5 KB of HTML the same night: the safety panel’s line ' +
      'never to pay a deposit to a person brings "Security deposit" into the list of terms where a ' +
      'language names it in full; Tamil measured 21.1 KB; +0.5 KB of HTML on 28 Nov 2026: the ' +
      'hint for land in a family member’s name and "Official portal" explained; Tamil measured ' +
      '21.6 KB; +0.5 KB of script the same day: each brand’s result names the listing its rules ' +
      'are from, in the page’s date format, and the portal whose current advertisement decides; ' +
      '+0.5 KB of HTML and of script later that day: the money said apart from the rules, as ' +
      '"not an eligibility rule", with what may still count, and the note that an advertisement ' +
      'says which group each location is kept for; Tamil measured 22.0 KB, 86.3 KB of script; ' +
      '+0.5 KB of HTML later that day: a third land answer, "In a family member’s name", the ' +
      'education hint for another diploma, and the safety panel on invitations to an interview; ' +
      'Tamil measured 22.7 KB; +0.5 KB of HTML on 29 Nov 2026: an age or education missed on the ' +
      'figures given for a brand on a shared portal said as ours, with the portal whose ' +
      'advertisement sets it, and a brand with no citizenship rule named beside those on its ' +
      'portal that ask for it; Tamil measured 23.0 KB; +0.5 KB of script the same day: the rules ' +
      'a brand on a shared portal is not given, said with those of the others there, and the ' +
      'money covering the low end said with its range in the head; 87.0 KB measured; +0.5 KB of ' +
      'HTML later that day: the site type said to be the advertisement’s, the lease said to be the ' +
      'reader’s, and "Apply safely" naming this site’s own address; Tamil measured 23.6 KB; ' +
      '+0.5 KB of HTML later that day: the security deposit and net worth the results name ' +
      'explained in the list, and the hint that a land record’s 2.20 is 2 acres 20 guntas; Tamil ' +
      'measured 24.1 KB; +0.5 KB of HTML later that day: "Outlet" explained there too, the hint ' +
      'naming each state’s land-record units (hectares and ares in Tamil Nadu) and the security ' +
      'deposit entry saying how to check the letter and pay; Tamil measured 24.4 KB)',
  },
  {
    name: 'brand page',
    pattern: '/services/*',
    budgets: { htmlCss: 20 * 1024 },
    reason:
      'a guide’s figures, steps and portals, the language switcher, the hreflang links, the ' +
      'stale-figures note with its portal link and the list explaining the terms the guide uses ' +
      '(NOC, net worth, ROI…); +0.5 KB on 27 Nov 2026 for the note telling a landowner the land ' +
      'line is not theirs to pay, and "outlet" explained (Kannada’s Jio-bp guide measured 18.1 KB); ' +
      '+0.5 KB on 28 Nov 2026 for the fee said to be a dated listing’s, with the current ' +
      'advertisement deciding, and the closing box naming the official portal and website ' +
      '(Kannada’s Jio-bp guide measured 18.5 KB); +0.5 KB later that day for the address check ' +
      'naming fakes joined onto the front of a name, the quotas of the brands on one selection ' +
      'portal said to be marked in its advertisement, and Jio-bp’s steps saying they happen only ' +
      'on its official portal (Kannada’s Jio-bp guide measured 19.0 KB before them); +0.5 KB on ' +
      '29 Nov 2026 for the fee said to differ from one location to another, the address check ' +
      'reading past “https://”, and OBC’s list and certificate left to the advertisement ' +
      '(Kannada’s Jio-bp guide measured 19.5 KB)',
  },
  {
    name: 'contact',
    pattern: '/contact',
    budgets: { htmlCss: 18.5 * 1024, js: 81.5 * 1024 },
    reason:
      'the form’s labels and its messages in the page’s language travel as island props, with ' +
      'the inline directive that keeps what is typed and pressed while the form wakes; woken, ' +
      'the form’s state lives in useContactForm and its values can be rendered on the server ' +
      '(80.4 KB of script measured); +0.5 KB on 27 Nov 2026 for the hints that dealership ' +
      'guidance is not an application and that our call never asks for a fee (Tamil 17.1 KB); ' +
      '+0.5 KB on 28 Nov 2026 for the Tamil footer’s reworded network labels (Tamil measured ' +
      '17.5 KB); +0.5 KB on 29 Nov 2026 for the help box saying no adviser is needed to apply ' +
      '(Tamil measured 18.0 KB)',
  },
  {
    name: 'contact check',
    pattern: '/contact/check',
    budgets: { htmlCss: 15 * 1024 },
    reason:
      'the form a visitor without JavaScript is sent back to, holding what they typed, and since ' +
      '27 Nov 2026 the notice on how their details are used, as under the contact form (Kannada ' +
      'measured 14.1 KB); +0.5 KB on 28 Nov 2026 for "Official portal" explained with the ' +
      'address check that names fakes joined onto the front of a name (Kannada measured 14.5 KB)',
  },
  { name: 'info page', pattern: '/**', budgets: {} },
];

/**
 * Bytes under a budget where a route is reported as near it: a warning to act on (trim the
 * template or raise its budget with a reason) before a longer sentence fails the build.
 */
export const WARNING_BAND = 512;

/**
 * Whether `route` is one `pattern` names: `*` is one path segment; a final `/**` is the route
 * before it and everything under it ('/te/**' names '/te' and '/te/services/jio').
 */
export function routeMatches(pattern: string, route: string): boolean {
  const rest = pattern.endsWith('/**');
  const source = (rest ? pattern.slice(0, -3) : pattern)
    .split('/')
    .map((part) => (part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&')))
    .join('/');
  return new RegExp(`^${source}${rest ? '(?:/.*)?' : ''}$`, 'u').test(route);
}

/** The template of a route in any language (the language prefix, from locales.ts, set aside). */
export function templateOf(route: string): Template {
  const path = unlocalizedPath(route);
  const template = templates.find((item) => routeMatches(item.pattern, path));
  if (!template) throw new Error(`${route}: no template names it`);
  return template;
}

/** The budget of `kind` for `route`: its template's, else the default. */
export function budgetFor(budgets: Budgets, kind: BudgetKind, route: string): number {
  return templateOf(route).budgets[kind] ?? budgets[kind];
}

/** The JavaScript a page may download before any interaction, measured in a browser. */
export const JS_BEFORE_INTERACTION_BUDGET = 4 * 1024;

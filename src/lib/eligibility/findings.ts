import type { Range } from '../../data/dealers/schema.ts';
import type { UIKey } from '../../i18n/ui.ts';
import type { UISlots } from '../../i18n/ui-keys.ts';
import type { AreaUnit } from '../land-units.ts';
import type {
  AnswerQuestion,
  Applicant,
  EligibilityBrand,
  ApplicantCategory,
  ApplicantEducation,
  CriterionId,
  SiteType,
} from './applicant.ts';

/*
 * What the self-check decides, before any language: for each brand and each criterion, a
 * finding with its status and the figures the decision used. The sentences are written later,
 * from these, by messages.ts, so the rules and their tests never depend on English.
 */

/**
 * - `met` / `not-met`: the brand states the rule, and the answer meets it or not;
 * - `not-stated`: the brand's data states no rule for this case, or does not say where in its
 *   stated range the visitor's site falls (an answer between its low end and its top:
 *   `lowEndOnly`),
 *   or brands on its selection portal are given rules that disagree on this answer
 *   (`portalPeers`); never counted as met;
 * - `not-answered`: the visitor has not given what the rule needs.
 */
export type Status = 'met' | 'not-met' | 'not-stated' | 'not-answered';

/**
 * A value a sentence names, not yet written in any language: messages.ts writes each kind in one
 * place (lakh and crore, units, Indian grouping, the language's names for levels and groups).
 */
export type Figure =
  | { number: number }
  | { range: Range }
  /** An amount of money in rupees, written as the pages write money: ₹60 lakh, ₹1.2 crore. */
  | { rupees: number }
  /** A plot in square metres, repeated in the unit the visitor gave it in. */
  | { sqm: number; unit?: AreaUnit | undefined }
  /**
   * A plot size in acres, cents or guntas, beside a figure in square metres: in the unit the
   * visitor gave their plot in (`unit`), so the two are compared in one unit, else the language's.
   */
  | { equivalent: Range; unit?: AreaUnit | undefined }
  /** An education level by its name; `lower` for mid-sentence ("below 10th pass"). */
  | { level: ApplicantEducation; lower?: boolean }
  | { group: ApplicantCategory }
  /** The sites a rule is for; `label` is the brand's own name for them, where it has one. */
  | { site: SiteType; label?: string | undefined }
  /** The brand's own words, from its entry in the page's language; `lower` for mid-sentence. */
  | { words: string; lower?: boolean }
  /** A phrase written by its own message, inside another ("₹20 lakh more (from ₹60 lakh…)"). */
  | { message: Message };

/** The `{slot}` names of a key's English template (generated: src/i18n/ui-keys.ts). */
type SlotNames<Key extends UIKey> = Key extends keyof UISlots ? UISlots[Key] : never;

/** The figures a message needs: one per slot, except `{brand}`, which is the brand checked. */
export type SlotsOf<Key extends UIKey> = {
  [Name in Exclude<SlotNames<Key>, 'brand'>]: Figure;
};

/** One sentence to be written: its key in the dictionary, and a figure for each slot. */
export type Message = { key: UIKey; slots: Readonly<Record<string, Figure>> };

/** A message whose slot names are checked against the English template's. */
export function message<Key extends UIKey>(key: Key, slots: SlotsOf<Key>): Message {
  return { key, slots };
}

export type Finding = {
  criterion: CriterionId;
  status: Status;
  /** Why, naming the brand's figure and the visitor's. */
  reason: Message;
  /**
   * For a rule not met, a clause about the reader naming what they have and what the brand asks
   * for ("your lease (10 years left) is shorter than the 30 years it asks for"), every one the same
   * shape so that a list of them reads as one sentence; for a rule not stated, what to ask the
   * brand about. The head of the result leads with these.
   */
  gap?: Message | undefined;
  /** For a stated rule, what the brand asks for, as a phrase: "an age of 21–55 years". */
  limit?: Message | undefined;
  /**
   * For a plot rule the brand states, what to ask it about where the rule is to be asked after
   * all (`portalPeers`): "road frontage for rural sites".
   */
  ask?: Message | undefined;
  /** For a rule not answered, the questions the visitor has still to answer for it. */
  needs?: readonly AnswerQuestion[] | undefined;
  /**
   * Set on a rule the brand does not state, where every brand that does state one would exclude
   * this answer: their limits, by brand (`samePortal` where that brand chooses dealers through
   * this brand's portal, whose one advertisement sets the rules). Such a brand is never counted
   * as fitting.
   */
  othersExclude?:
    ReadonlyArray<{ brand: string; limit: Message; samePortal?: true | undefined }> | undefined;
  /**
   * Set where the answer reaches the low end of the brand's stated range but not its top (funds,
   * a plot size, a road frontage): the brand does state the rule, so other brands' limits are
   * never read in its place.
   */
  lowEndOnly?: true | undefined;
  /**
   * Set on a citizenship rule the brand does not state, where the visitor is a citizen and every
   * brand that states one accepts that: nothing to ask about (the status stays `not-stated`).
   */
  othersAccept?: true | undefined;
  /** Set on a rule the brand does not state where the visitor has not answered it either. */
  unanswered?: true | undefined;
  /**
   * Set where brands that choose dealers through one portal (one advertisement) are given rules
   * here that decide this answer differently: the rule is said, with theirs, and asked about
   * (status `not-stated`), since this check cannot know which of the differing figures is current.
   * `meets` is whether the answer meets this brand's own rule as given here; undefined where this
   * brand is given no rule and every brand on its portal that is given one excludes the answer.
   */
  /**
   * Set on an age or education rule not met, where the brands that choose dealers through this
   * brand's portal are given no rule here that decides the answer otherwise: the rule stays not
   * met, said as the figures given here, with the portal whose one current advertisement sets it
   * for all of them (`brands`, this brand first), so a reader reads it before ruling themselves
   * out.
   */
  portalSets?: { portal: string; brands: readonly string[] } | undefined;
  portalPeers?:
    | {
        portal: string;
        meets: boolean | undefined;
        peers: ReadonlyArray<{ brand: string; limit: Message }>;
      }
    | undefined;
};

/** One criterion's rule: one brand's stated rule held against the answers, before any words. */
export type Rule = (brand: EligibilityBrand, applicant: Applicant) => Omit<Finding, 'criterion'>;

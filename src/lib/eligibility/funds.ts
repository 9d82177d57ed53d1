import type { MoneyUnit, Range } from '../../data/dealers/schema.ts';
import { toRupees } from '../format.ts';
import { investmentPartsDisagreement } from '../investment.ts';
import type { EligibilityBrand } from './applicant.ts';
import { message, type Finding, type Message, type Rule } from './findings.ts';

/*
 * The funds rule, apart from the others for its length: what a brand states it costs, read from
 * its investment lines, held against the money the visitor has.
 */

const isMoney = (range: Range): range is Range & { unit: MoneyUnit } =>
  range.unit === 'lakh' || range.unit === 'crore' || range.unit === 'rupees';

/** The top of a stated amount in rupees: a single figure is its own top; "₹15 lakh+" has none. */
const highOf = (range: Range & { unit: MoneyUnit }): number =>
  range.orMore ? Infinity : toRupees(range.max ?? range.min, range.unit);

/**
 * The money a brand states, as the check reads it: the total (with the land) and the lines that
 * are not land (deposit and build), where it states both. Where the total's low end is below its
 * own parts (deposit, land and build together, as the brand pages say: `parts`; or, for a brand
 * that states no land line, deposit and build alone), the brand's own figures disagree; `low` is
 * then the stricter figure, so nobody is told they can afford a dealership on a figure the brand
 * contradicts.
 */
export function statedFunds(brand: EligibilityBrand) {
  const { total, deposit, build, land } = brand.investment ?? {};
  const totalAmount = total && isMoney(total.amount) ? total.amount : undefined;
  const nonLand =
    deposit && build && isMoney(deposit.amount) && isMoney(build.amount)
      ? {
          deposit: { ...deposit, amount: deposit.amount },
          build: { ...build, amount: build.amount },
          min:
            toRupees(deposit.amount.min, deposit.amount.unit) +
            toRupees(build.amount.min, build.amount.unit),
          high: highOf(deposit.amount) + highOf(build.amount),
        }
      : undefined;
  const totalLow = totalAmount && toRupees(totalAmount.min, totalAmount.unit);
  const found = investmentPartsDisagreement(brand.investment);
  const parts = found?.lowEnd ? found : undefined;
  const stricter = parts?.parts.min ?? nonLand?.min ?? 0;
  // Where the stated total is more than the deposit, land and build together, the rest is
  // unexplained and may be owed on one's own land too: at each end it is added to the deposit and
  // build (Nayara: ₹80 lakh + the ₹30 lakh its ₹1.5 crore total does not explain; Jio-bp's top:
  // ₹1.35 crore + the ₹2.65 crore its ₹5 crore total does not explain).
  const restLow = found && totalLow !== undefined ? Math.max(0, totalLow - found.parts.min) : 0;
  const restHigh =
    found && totalAmount ? Math.max(0, highOf(totalAmount) - highOf(found.parts)) : 0;
  const ownLand = nonLand && {
    rest: restLow,
    min: nonLand.min + restLow,
    // Where there is a rest, the least on one's own land is the total's low end less the land
    // line's: said in those words ("₹1.5 crore − ₹50 lakh"), not as an extra sum, which readers
    // took for a charge the brand adds.
    ...(restLow > 0 &&
      totalLow !== undefined &&
      land &&
      isMoney(land.amount) && {
        lessLand: { total: totalLow, land: toRupees(land.amount.min, land.amount.unit) },
      }),
    high: nonLand.high + restHigh,
    // Where the top total is more than its parts' tops, the top on one's own land is that total
    // less the land line's top: said in those words, so "up to ₹4 crore" has a visible source.
    ...(restHigh > 0 &&
      totalAmount &&
      land &&
      isMoney(land.amount) && {
        topLessLand: { total: highOf(totalAmount), land: highOf(land.amount) },
      }),
  };
  const disagree = totalLow !== undefined && totalLow < stricter;
  return {
    total: totalAmount && {
      amount: totalAmount,
      statedLow: totalLow!,
      statedHigh: highOf(totalAmount),
      low: disagree ? stricter : totalLow!,
      // Where the parts go higher than the total, the check reads the higher top as well, even
      // when the low ends agree: "the figures go up to ₹3 crore" under parts reaching ₹3.3 crore
      // understated the cost.
      high: Math.max(
        highOf(totalAmount),
        found?.highEnd ? highOf(found.parts) : 0,
        disagree && nonLand ? nonLand.high : 0,
      ),
    },
    nonLand,
    ownLand,
    disagree,
    parts,
  };
}

/**
 * Funds against the money a brand asks for. The total includes the land, so it is the measure for
 * someone who must buy or lease a plot. Someone who owns the land needs the other lines: the
 * deposit and the build (or construction, or equipment), where the brand states both. Where a
 * brand states only a total, it cannot be split, and the check says so rather than guess.
 */
export const funds: Rule = (brand, applicant) => {
  const { total, nonLand, ownLand, disagree, parts } = statedFunds(brand);
  if (!total && !nonLand) {
    return {
      status: 'not-stated',
      reason: message('eligibility.funds.notListed', {}),
      gap: message('eligibility.funds.ask', {}),
    };
  }
  if (applicant.funds === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.funds.unanswered', {}),
      needs: ['funds'],
    };
  }
  const has = toRupees(applicant.funds, 'lakh');
  const yours = { rupees: has };
  /**
   * Met only where the funds reach the top of what the brand states. Funds between its low end
   * and its top cover the low end only: where a site falls in the range is for the brand to say,
   * so the finding is one to ask about, never "Meets" (a reader would take it as a money pass).
   */
  const judged = (
    reason: Message,
    needed: number,
    high: number,
    gapKey:
      | 'eligibility.funds.gapOwnLand'
      | 'eligibility.funds.gapOwnLandRest'
      | 'eligibility.funds.gapInAll',
    /** Said of funds between the low end and a finite top: how far the figures go, and why. */
    upTo: Message = message('eligibility.funds.lowEnd', {
      reason: { message: reason },
      high: { rupees: high },
    }),
    /** Said of funds that reach the top: the same top, made of the same figures as `upTo`. */
    coversTop: Message = message('eligibility.funds.coversTop', {
      reason: { message: reason },
      high: { rupees: high },
    }),
  ): Omit<Finding, 'criterion'> => {
    if (has < needed) {
      const gap = message(gapKey, {
        funds: yours,
        amount: { rupees: needed - has },
        needed: { rupees: needed },
      });
      // The head says the top too: a reader short of the low end took the gap to it for all a
      // bank would have to lend.
      return high === Infinity
        ? { status: 'not-met', reason, gap }
        : {
            status: 'not-met',
            reason,
            gap: message('eligibility.funds.gapTop', {
              gap: { message: gap },
              high: { rupees: high },
            }),
          };
    }
    // The top is said where the money reaches it: "more than the highest cost" above a line
    // naming only the lowest could not be checked by the reader.
    if (has >= high) return { status: 'met', reason: coversTop };
    // The head of the result says the range too: "ask about what your site would cost" alone,
    // under the brand named closest, read as money enough (a reader with ₹3 crore against up to
    // ₹4 crore).
    return high === Infinity
      ? {
          status: 'not-stated',
          reason: message('eligibility.funds.lowEndOpen', { reason: { message: reason } }),
          gap: message('eligibility.funds.askSiteCost', {}),
          lowEndOnly: true,
        }
      : {
          status: 'not-stated',
          reason: upTo,
          gap: message('eligibility.funds.gapLowEnd', {
            low: { rupees: needed },
            high: { rupees: high },
            funds: yours,
          }),
          lowEndOnly: true,
        };
  };
  // Where the brand's total is below its own deposit and build, what the check says of it.
  const figures =
    total && nonLand && total.statedLow < nonLand.min
      ? {
          total: { rupees: total.statedLow },
          deposit: { words: nonLand.deposit.label, lower: true },
          build: { words: nonLand.build.label, lower: true },
          parts: { rupees: nonLand.min },
        }
      : undefined;

  if (applicant.holding === 'owned') {
    if (nonLand && ownLand) {
      const lines = {
        deposit: { words: nonLand.deposit.label, lower: true },
        depositAmount: { range: nonLand.deposit.amount },
        build: { words: nonLand.build.label, lower: true },
        buildAmount: { range: nonLand.build.amount },
        min: { rupees: ownLand.min },
        funds: yours,
      };
      const sentence = ownLand.lessLand
        ? message('eligibility.funds.ownLandRest', {
            deposit: lines.deposit,
            build: lines.build,
            total: { rupees: ownLand.lessLand.total },
            land: { rupees: ownLand.lessLand.land },
            parts: { rupees: nonLand.min },
            min: lines.min,
            funds: yours,
          })
        : message('eligibility.funds.ownLand', lines);
      const reason = figures
        ? message('eligibility.funds.ownLandDisagree', {
            ...figures,
            ownLand: { message: sentence },
          })
        : sentence;
      const high = { rupees: ownLand.high };
      // The top on one's own land is worked out, not stated: both sentences say how.
      const top = ownLand.topLessLand
        ? {
            reason: { message: reason },
            total: { rupees: ownLand.topLessLand.total },
            land: { rupees: ownLand.topLessLand.land },
            high,
          }
        : undefined;
      const tops = {
        reason: { message: reason },
        deposit: lines.deposit,
        build: lines.build,
        high,
      };
      return judged(
        reason,
        ownLand.min,
        ownLand.high,
        ownLand.rest > 0 ? 'eligibility.funds.gapOwnLandRest' : 'eligibility.funds.gapOwnLand',
        top
          ? message('eligibility.funds.lowEndOwnLandRest', top)
          : message('eligibility.funds.lowEndOwnLand', tops),
        top
          ? message('eligibility.funds.coversTopOwnLandRest', top)
          : message('eligibility.funds.coversTopOwnLand', tops),
      );
    }
    const only = { total: { range: total!.amount }, funds: yours };
    // A total that may include the land, held against someone who owns theirs: reaching the top
    // of it means enough whatever the land is worth; below that, what is needed cannot be split,
    // and if the land is not in it, its low end is needed even on one's own land: said, so a
    // reader with less is not left with no figure at all.
    return has >= total!.high
      ? {
          status: 'met',
          reason: message('eligibility.funds.totalOnlyMeets', only),
        }
      : {
          status: 'not-stated',
          reason: message('eligibility.funds.totalOnly', {
            ...only,
            low: { rupees: total!.statedLow },
          }),
          gap: message('eligibility.funds.askOwnLand', { total: { range: total!.amount } }),
        };
  }

  if (!total) {
    return {
      status: 'not-stated',
      reason: message('eligibility.funds.noTotal', {}),
      gap: message('eligibility.funds.askTotal', {}),
    };
  }
  // The figure the verdict uses comes right before the visitor's own: where the brand's figures
  // disagree, "from ₹15 lakh; you have ₹20 lakh" above a "Does not meet" would read as a mistake.
  // Only where owning the land lowers what is needed does the reason say so: where a brand's
  // figures disagree, the deposit and build are already the figure used.
  const ifOwned =
    applicant.holding === undefined && nonLand !== undefined && nonLand.min < total.low;
  const reason = parts
    ? message('eligibility.funds.partsDisagreeFunds', {
        disagree: {
          message: message('dealers.investment.partsDisagree', {
            parts: { range: parts.parts },
            total: { range: parts.total },
            plan: { range: parts.plan },
          }),
        },
        used: { rupees: total.low },
        funds: yours,
      })
    : disagree && figures
      ? message('eligibility.funds.disagreeFunds', { ...figures, funds: yours })
      : message(ifOwned ? 'eligibility.funds.reasonIfOwned' : 'eligibility.funds.reason', {
          total: { range: total.amount },
          low: { rupees: total.statedLow },
          funds: yours,
        });
  // Where the parts reach past the stated total's top, the top the check reads is theirs: said, so
  // "₹1.5–3 crore … up to ₹3.3 crore" is not two tops with no reason.
  return judged(
    reason,
    total.low,
    total.high,
    'eligibility.funds.gapInAll',
    total.high > total.statedHigh
      ? message('eligibility.funds.lowEndParts', {
          reason: { message: reason },
          high: { rupees: total.high },
        })
      : undefined,
  );
};

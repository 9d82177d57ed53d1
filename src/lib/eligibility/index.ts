/*
 * The eligibility self-check: the answers and the part of each brand it reads (applicant.ts), the
 * answers in the page address (query.ts), one brand's rules as language-free findings (rules.ts,
 * findings.ts), the verdicts and the next step across brands (verdict.ts), and the sentences
 * each language writes from them (messages.ts, verdict-words.ts).
 */
export * from './applicant.ts';
export * from './findings.ts';
export * from './query.ts';
export * from './rules.ts';
export { statedFunds } from './funds.ts';
export * from './verdict.ts';
export * from './messages.ts';
export * from './verdict-words.ts';

/*
 * The eligibility self-check, in three parts: the brands' rules held against an applicant's
 * answers (rules.ts), the answers in the page address (query.ts), and the sentences that sum up
 * the result (sentences.ts).
 */
export * from './rules.ts';
export * from './query.ts';
export * from './sentences.ts';

/*
 * Values that stand in for facts only the owner can give (the company's name, its phone line, the
 * team's names, what our guidance costs). Each is written `placeholder('…')` where it is set, so
 * the site still builds and reads sensibly, and `npm run launch-check` can find every one that is
 * left: replacing `placeholder('Example Fuels')` with `'Real Name Fuels'` takes it off the list.
 *
 * The mark is kept beside the value rather than inside it, so pages never show a marker. It is
 * kept by value: a string the owner types that happens to equal a placeholder would still be
 * listed, which errs on the side of checking again.
 */

const marked = new Set<string>();

/** Marks `value` as a stand-in the owner must replace before launch, and returns it unchanged. */
export function placeholder<const T extends string>(value: T): T {
  marked.add(value);
  return value;
}

/** Whether `value` is a placeholder that has not been replaced. */
export function isPlaceholder(value: unknown): value is string {
  return typeof value === 'string' && marked.has(value);
}

/**
 * What a social profile is set to while the business has none to link: the footer's path for the
 * network then shows the other ways to reach us instead of sending visitors to the network's home
 * page. It is itself a placeholder, so an unset profile is on the launch list.
 */
export const NOT_SET = placeholder('not set');
export type NotSet = typeof NOT_SET;

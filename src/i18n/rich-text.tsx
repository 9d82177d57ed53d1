import { Fragment, type ReactNode } from 'react';
import type { Translate, UIKey, Vars } from './translate.ts';

/** Private-use characters no dictionary string holds: they mark an element's place. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const marked = new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'u');

/**
 * A UI string whose slots hold elements (a link, a bold reference) as well as text: the words
 * around the elements stay where the translation puts them.
 * richText(t, 'hub.trust.report', { helpline: <a …>1930</a>, portal: <ExternalLink …/> }).
 * It needs only `t`, so islands use it too.
 */
export function richText(
  t: Translate,
  key: UIKey,
  elements: Record<string, ReactNode>,
  vars: Vars = {},
): ReactNode {
  const markers = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${OPEN}${name}${CLOSE}`]),
  );
  return t(key, { ...vars, ...markers })
    .split(marked)
    .map((piece, index) =>
      index % 2 === 0 ? piece : <Fragment key={`${piece}-${index}`}>{elements[piece]}</Fragment>,
    );
}

import common from './ui/common.ts';
import home from './ui/home.ts';
import contact from './ui/contact.ts';
import dealers from './ui/dealers.ts';
import hub from './ui/hub.ts';
import trust from './ui/trust.ts';
import selfcheck from './ui/selfcheck.ts';

/**
 * The English UI dictionary: the source every other language translates, key for key. Split
 * into parts by area of the site; a translation has the same parts.
 */
export default {
  ...common,
  ...home,
  ...contact,
  ...dealers,
  ...hub,
  ...trust,
  ...selfcheck,
} as const;

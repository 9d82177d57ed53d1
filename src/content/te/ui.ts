import common from './ui/common.ts';
import contact from './ui/contact.ts';
import dealers from './ui/dealers.ts';
import home from './ui/home.ts';
import hub from './ui/hub.ts';
import trust from './ui/trust.ts';
import selfcheck from './ui/selfcheck.ts';

/**
 * The Telugu UI dictionary: every part of the English one (src/content/en/ui.ts), translated.
 * Each part is typed against its English part, so a missing or extra key fails `astro check`.
 */
export default { ...common, ...home, ...contact, ...dealers, ...hub, ...trust, ...selfcheck };

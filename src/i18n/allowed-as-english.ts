import { site } from '../config/site.ts';
import { about } from '../data/about.ts';
import { dealershipBrands } from '../data/dealers/brands.ts';
import { dealerships } from '../data/dealers/index.ts';

/**
 * Texts a translation keeps exactly as English writes them: names (brands, their official
 * portals as the brands title them, the team, the site), the e-mail address, and the acronyms
 * applicants meet on the official forms. Anything else equal to its English source is an
 * untranslated string, and the translation tests name it.
 */
export const allowedAsEnglish: ReadonlySet<string> = new Set([
  site.name,
  site.email,
  ...dealershipBrands.map((brand) => brand.name),
  ...dealerships.flatMap((brand) => [brand.portal.label, brand.selectionPortal?.label ?? '']),
  ...about.team.members.map((member) => member.name),
  'Nayara Energy',
  'Petrol Pump Dealer Chayan',
  'IOCL',
  'BPCL',
  'HPCL',
  'Facebook',
  'Instagram',
  'X (Twitter)',
  'SC/ST',
  'OBC',
  'NOC',
  'ITR',
  'UPI',
  'EV',
  'ROI',
  'CA, CS, ICWA',
  'WhatsApp',
  // Official names a translation may give in brackets after its own words: Jio-bp's application
  // stage and the privacy law the form's notice cites.
  'Expression of Interest',
  'DPDP Act',
]);

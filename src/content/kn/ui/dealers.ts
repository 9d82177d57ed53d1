import type en from '../../en/ui/dealers.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the five brand dealership guides: labels, badges, headings and sentences. */
export default {
  'dealers.guidanceFee': 'ನಮ್ಮ ನೆರವಿನ ವೆಚ್ಚ:',

  'dealers.status.open': 'ತೆರೆದಿದೆ',
  'dealers.status.closed': 'ಮುಚ್ಚಿದೆ',
  'dealers.status.ongoing': 'ಚಾಲ್ತಿಯಲ್ಲಿದೆ ಎಂದು ಹೇಳಲಾಗಿತ್ತು',
  'dealers.status.unconfirmed': 'ಕೊನೆಯ ದಿನಾಂಕ ತಿಳಿಸಿಲ್ಲ',

  'dealers.site.rural': 'ಗ್ರಾಮೀಣ',
  'dealers.site.urban': 'ನಗರ',
  'dealers.site.highway': 'ಹೆದ್ದಾರಿ',
  'dealers.siteName.rural': 'ಗ್ರಾಮೀಣ',
  'dealers.siteName.urban': 'ನಗರ',
  'dealers.siteName.highway': 'ಹೆದ್ದಾರಿ',

  'dealers.group.scSt': 'SC/ST (ಪರಿಶಿಷ್ಟ ಜಾತಿ/ಪರಿಶಿಷ್ಟ ಪಂಗಡ)',
  'dealers.group.obc': 'OBC (ಇತರ ಹಿಂದುಳಿದ ವರ್ಗಗಳು)',
  'dealers.group.women': 'ಮಹಿಳೆಯರು',
  'dealers.group.exServicemen': 'ಮಾಜಿ ಸೈನಿಕರು',
  'dealers.group.experience': 'ಅನುಭವ ಇರುವ ಅರ್ಜಿದಾರರು',
  'dealers.reservation.quotaShare': '{group}: {percent}% ಕೋಟಾ',
  'dealers.reservation.quota': '{group}: ಕೋಟಾ',
  'dealers.reservation.preference': '{group}: ಆದ್ಯತೆ',

  'dealers.figuresAsOf': 'ಅಂಕಿಅಂಶಗಳು {date} ರ ಪ್ರಕಾರ',
  'dealers.stale':
    'ಈ ಅಂಕಿಅಂಶಗಳು {date} ರ ಪ್ರಕಾರ ಇವೆ, ಅಂದರೆ ಒಂದು ವರ್ಷಕ್ಕಿಂತ ಹಳೆಯವು. ಇವು ಬದಲಾಗಿರಬಹುದು: ತೀರ್ಮಾನ ಮಾಡುವ ಮೊದಲು ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ.',
  'dealers.hero.outlets': 'ಪೆಟ್ರೋಲ್ ಬಂಕ್‌ಗಳು',
  'dealers.hero.qualifiedOutlets': 'ಪೆಟ್ರೋಲ್ ಬಂಕ್‌ಗಳು ({qualifier})',
  'dealers.hero.roi': 'ಹೂಡಿಕೆಯ ಮೇಲಿನ ಆದಾಯ (ROI): 2025ರ ಅಂಕಿಅಂಶ, ಬ್ರಾಂಡ್ ಜೊತೆ ಪರಿಶೀಲಿಸಿಲ್ಲ',
  'dealers.hero.averageRoi': 'ಹೂಡಿಕೆಯ ಮೇಲಿನ ಸರಾಸರಿ ಆದಾಯ (ROI): 2025ರ ಅಂಕಿಅಂಶ, ಬ್ರಾಂಡ್ ಜೊತೆ ಪರಿಶೀಲಿಸಿಲ್ಲ',
  'dealers.hero.roiOver':
    'ಬಂಕ್ ಅನ್ನು {period} ನಡೆಸುವ ಅವಧಿಯಲ್ಲಿ (ಪ್ರತಿ ವರ್ಷಕ್ಕೋ ಇಡೀ ಅವಧಿಗೆ ಒಟ್ಟೋ ಎಂದು ತಿಳಿಸಿಲ್ಲ); ಗಳಿಕೆ ಮಾರಾಟವನ್ನು ಅವಲಂಬಿಸಿದೆ; ಇದು ಭರವಸೆ ಅಲ್ಲ',
  'dealers.hero.roiNoPeriod': 'ಅವಧಿ ತಿಳಿಸಿಲ್ಲ; ಗಳಿಕೆ ಮಾರಾಟವನ್ನು ಅವಲಂಬಿಸಿದೆ; ಇದು ಭರವಸೆ ಅಲ್ಲ',
  'dealers.hero.target': '{count} ಪೆಟ್ರೋಲ್ ಬಂಕ್‌ಗಳ ಯೋಜನೆ ಇದೆ ಎಂದು {brand} ಹೇಳುತ್ತದೆ ({date} ರ ಮಾಹಿತಿ)',
  'dealers.hero.ongoing':
    'ಅರ್ಜಿ ಸ್ವೀಕಾರ ಚಾಲ್ತಿಯಲ್ಲಿದೆ ಎಂದು ಹಿಂದೆ ಹೇಳಲಾಗಿತ್ತು; ಈಗಿನ ಸ್ಥಿತಿಯನ್ನು ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ನೋಡಿ.',
  'dealers.hero.open': 'ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಕೊನೆಯ ದಿನ: {date}.',
  'dealers.hero.closed': 'ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ಕೊನೆಯ ದಿನ {date} ಆಗಿತ್ತು; ಆ ದಿನಾಂಕ ಮುಗಿದಿದೆ.',
  'dealers.hero.allClosed':
    'ಇಲ್ಲಿ ತೋರಿಸಿದ ಎಲ್ಲಾ ಅವಕಾಶಗಳೂ ಮುಚ್ಚಿವೆ; ಅವುಗಳಲ್ಲಿ ಎಲ್ಲಕ್ಕಿಂತ ತಡವಾದ ಕೊನೆಯ ದಿನಾಂಕ {date} ಆಗಿತ್ತು.',

  'dealers.why.title': '{brand} ಏಕೆ, ಮತ್ತು ಯಾರು ಅರ್ಜಿ ಸಲ್ಲಿಸಬಹುದು',
  'dealers.whyTabs.label': '{brand}: ಏಕೆ ಮತ್ತು ಅರ್ಹತೆ',
  'dealers.why.scrollRegion': '{title}: ಇನ್ನಷ್ಟು ನೋಡಲು ಪಕ್ಕಕ್ಕೆ ಸರಿಸಿ',
  'dealers.why.scrollHint': '{count} ಕಾರಣಗಳು: ಇನ್ನಷ್ಟು ನೋಡಲು ಪಕ್ಕಕ್ಕೆ ಸರಿಸಿ',
  'dealers.notStated': 'ತಿಳಿಸಿಲ್ಲ.',

  'dealers.eligibility.title': 'ಅರ್ಹತೆ',
  'dealers.eligibility.age': 'ವಯಸ್ಸು',
  'dealers.eligibility.citizenship': 'ಪೌರತ್ವ',
  'dealers.eligibility.record': 'ಹಿನ್ನೆಲೆ',
  'dealers.eligibility.education': 'ವಿದ್ಯಾರ್ಹತೆ',
  'dealers.eligibility.financialProof': 'ಹಣಕಾಸಿನ ಪುರಾವೆ',
  'dealers.eligibility.priorDealership': 'ಹಿಂದೆ ಡೀಲರ್‌ಶಿಪ್ ನಡೆಸಿದ ಅನುಭವ',
  'dealers.eligibility.required': 'ಬೇಕು',
  'dealers.eligibility.notNeeded': 'ಬೇಕಿಲ್ಲ',
  'dealers.eligibility.land': 'ಜಮೀನು',
  'dealers.eligibility.clearances': 'ಅನುಮತಿಗಳು',
  'dealers.eligibility.unstated':
    'ವಯಸ್ಸು, ವಿದ್ಯಾರ್ಹತೆ, ಹಣಕಾಸು ಮುಂತಾದ ವೈಯಕ್ತಿಕ ಅರ್ಹತೆಗಳು ನಮಗೆ ಸಿಕ್ಕ ಮಾಹಿತಿಯಲ್ಲಿ ಇಲ್ಲ. {portal} ನಲ್ಲಿರುವ ಪ್ರತಿಯೊಂದು ಜಾಹೀರಾತಿನಲ್ಲಿ ಇವುಗಳ ವಿವರ ಇರುತ್ತದೆ.',
  'dealers.reservations': 'ಕೋಟಾ ಮತ್ತು ಆದ್ಯತೆ',

  'dealers.land.title': 'ಬೇಕಾದ ಜಮೀನು',
  'dealers.land.plotArea': 'ಜಾಗದ ಅಳತೆ',
  'dealers.land.frontage': 'ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ',
  'dealers.land.ownedOrLeased': 'ನಿಮ್ಮ ಸ್ವಂತ ಜಮೀನು, ಅಥವಾ ಗುತ್ತಿಗೆಗೆ ಪಡೆದ ಜಮೀನು (ಗುತ್ತಿಗೆ ಅವಧಿ: {years})',
  'dealers.land.lease': 'ಜಮೀನು ಗುತ್ತಿಗೆ (ಅವಧಿ: {years})',
  'dealers.land.tenure': 'ಜಮೀನು ಹೊಂದಿರುವ ರೀತಿ:',
  'dealers.land.clearances': 'ಅನುಮತಿಗಳು:',

  'dealers.investment.title': 'ಹೂಡಿಕೆ',
  'dealers.investment.titleYear': 'ಹೂಡಿಕೆ ({year})',
  'dealers.investment.finance': 'ಹಣ ಹೊಂದಿಸುವ ದಾರಿ:',
  'dealers.investment.partsDisagree':
    '{brand} ನೀಡುವ ಅಂಕಿಅಂಶಗಳು ಒಂದಕ್ಕೊಂದು ತಾಳೆಯಾಗುತ್ತಿಲ್ಲ: ಅದರ ಠೇವಣಿ, ಜಮೀನು ಮತ್ತು ನಿರ್ಮಾಣದ ವೆಚ್ಚ ಸೇರಿಸಿದರೆ {parts} ಆಗುತ್ತದೆ, ಆದರೆ ಒಟ್ಟು ಹೂಡಿಕೆ {total} ಎಂದು ಅದು ಹೇಳುತ್ತದೆ. ಯಾವುದು ಸರಿ ಎಂದು {brand} ಬಳಿ ಕೇಳಿ.',
  'dealers.investment.partsBelow':
    '{brand} ಹೇಳುವ ಠೇವಣಿ, ಜಮೀನು ಮತ್ತು ನಿರ್ಮಾಣದ ವೆಚ್ಚ ಸೇರಿಸಿದರೆ {parts} ಆಗುತ್ತದೆ; ಇದು ಅದು ಹೇಳುವ ಒಟ್ಟು ಹೂಡಿಕೆ {total} ಗಿಂತ ಕಡಿಮೆ. ಉಳಿದ ಹಣ ಯಾವುದಕ್ಕೆ ಎಂದು ಇಲ್ಲಿ ಹೇಳಿಲ್ಲ. {brand} ಬಳಿ ಕೇಳಿ.',

  'dealers.steps.title': '{brand} ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಆರಂಭಿಸಲು {count} ಹಂತಗಳು',
  'dealers.steps.list': 'ಹಂತಗಳು',
  'dealers.steps.step': 'ಹಂತ {number}',
  'dealers.steps.afterSelection': '({brand} ನಿಮ್ಮನ್ನು ಆಯ್ಕೆ ಮಾಡಿದರೆ ಮಾತ್ರ)',
  'dealers.steps.fee': 'ಅರ್ಜಿ ಶುಲ್ಕ, ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಕಟ್ಟಬೇಕು: {fee}',
  'dealers.steps.time': '{time}, {brand} ತಿಳಿಸಿದಂತೆ; ಇದು ಭರವಸೆ ಅಲ್ಲ',

  'dealers.openings.intro':
    'ಅವಕಾಶಗಳ (ಡೀಲರ್‌ಶಿಪ್‌ಗೆ ಅರ್ಜಿ ಕರೆದ ಜಾಹೀರಾತುಗಳ) ಈ ಪಟ್ಟಿ {asOf} ರ ಪ್ರಕಾರ ಇದೆ. ಕೊನೆಯ ದಿನಾಂಕ ಮುಗಿದಿದೆಯೇ ಎಂದು ಈ ಪುಟ ತಯಾರಾದ ದಿನವಾದ {today} ರ ಲೆಕ್ಕದಲ್ಲಿ ನೋಡಲಾಗಿದೆ. ಅರ್ಜಿ ಸಲ್ಲಿಸುವ ಮೊದಲು ಪ್ರತಿಯೊಂದು ಅವಕಾಶವನ್ನು ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಖಚಿತಪಡಿಸಿಕೊಳ್ಳಿ.',
  'dealers.openings.closed': 'ಕೊನೆಯ ದಿನಾಂಕ ಮುಗಿದಿದೆ: {date}',
  'dealers.openings.open': '{date} ರೊಳಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
  'dealers.openings.ongoing':
    '{date} ರ ಪಟ್ಟಿಯಲ್ಲಿ ಚಾಲ್ತಿಯಲ್ಲಿದೆ ಎಂದು ತೋರಿಸಲಾಗಿತ್ತು, ಕೊನೆಯ ದಿನಾಂಕ ತಿಳಿಸಿಲ್ಲ; ಈಗಲೂ ತೆರೆದಿದೆಯೇ ಎಂಬುದು ಗೊತ್ತಿಲ್ಲ',
  'dealers.openings.unconfirmed': 'ದಿನಾಂಕಗಳಿಗಾಗಿ ಅಧಿಕೃತ ಪೋರ್ಟಲ್ ನೋಡಿ',
  'dealers.openings.when': 'ಪ್ರಕಟಿಸಿದ ದಿನಾಂಕ',
  'dealers.openings.sites': 'ಸ್ಥಳಗಳು',
  'dealers.openings.siteKinds': '{kinds} ಸ್ಥಳಗಳು',
  'dealers.openings.siteCount': '{count} {kinds} ಸ್ಥಳಗಳು',
  'dealers.openings.fee': 'ಅರ್ಜಿ ಶುಲ್ಕ',
  'dealers.openings.note': 'ಸೂಚನೆ',

  'dealers.jointVenture.title': 'ಕಂಪನಿಯ ಬಗ್ಗೆ',
  'dealers.jointVenture.text':
    '{brand} ಒಂದು ಜಂಟಿ ಉದ್ಯಮ (ಜಾಯಿಂಟ್ ವೆಂಚರ್: ಕಂಪನಿಗಳು ಸೇರಿ ನಡೆಸುವ ವ್ಯವಹಾರ). ಪಾಲುದಾರರ ಪಾಲು {split}. ಈ ಮಾಹಿತಿ {date} ರ ಪ್ರಕಾರ.',

  'dealers.cta.title': '{brand} ಡೀಲರ್‌ಶಿಪ್ ಬಗ್ಗೆ ಯೋಚಿಸುತ್ತಿದ್ದೀರಾ?',
  'dealers.cta.intro':
    'ನಿಮ್ಮ ಜಮೀನು ಮತ್ತು ಯೋಜನೆಗಳ ಬಗ್ಗೆ ನಮಗೆ ತಿಳಿಸಿ. ಪ್ರತಿ ಹಂತವನ್ನು ನಾವು ವಿವರಿಸುತ್ತೇವೆ; ಅರ್ಜಿಯನ್ನು ನೀವೇ ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಸಲ್ಲಿಸಬೇಕು.',
  'dealers.cta.note':
    'ಇದು ನಮ್ಮ ({site}) ಮಾರ್ಗದರ್ಶನ ಫಾರ್ಮ್ ತೆರೆಯುತ್ತದೆ; ಇದು {brand} ಫಾರ್ಮ್ ಅಲ್ಲ. {brand} ಡೀಲರ್‌ಶಿಪ್‌ಗೆ ಅರ್ಜಿಯನ್ನು ಅದರ ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಮಾತ್ರ ಸಲ್ಲಿಸಬೇಕು.',
  'dealers.cta.confirm':
    'ಶುಲ್ಕಗಳು, ಅವಕಾಶಗಳು ಮತ್ತು ಅರ್ಹತೆಯ ನಿಯಮಗಳು ಬದಲಾಗುತ್ತಿರುತ್ತವೆ. ಈಗಿನ ವಿವರಗಳನ್ನು ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಖಚಿತಪಡಿಸಿಕೊಂಡು ಅಲ್ಲಿಯೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ. ಬೇರೆ ಯಾವುದೇ ವೆಬ್‌ಸೈಟ್ ಮೂಲಕ ಅರ್ಜಿ ಶುಲ್ಕ ಕಟ್ಟಬೇಡಿ.',
  'dealers.cta.portals': 'ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ಗಳು',
} satisfies Translation<typeof en>;

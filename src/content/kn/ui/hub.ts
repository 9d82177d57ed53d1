import type en from '../../en/ui/hub.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the dealership hub comparing the five brands (the self-check has selfcheck.ts). */
export default {
  'hub.title': 'ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಡೀಲರ್‌ಶಿಪ್‌ಗಳನ್ನು ಹೋಲಿಸಿ',
  'hub.description':
    '{brands} ಡೀಲರ್‌ಶಿಪ್‌ಗಳ ಹೋಲಿಕೆ ಒಂದೇ ಕಡೆ, ನೀವೇ ಮಾಡಿಕೊಳ್ಳಬಹುದಾದ ಅರ್ಹತೆ ಪರಿಶೀಲನೆ, ಬ್ರಾಂಡ್‌ಗಳು ಪ್ರಕಟಿಸಿದ ಅವಕಾಶಗಳು ಮತ್ತು ಮೋಸದಿಂದ ಹೇಗೆ ಪಾರಾಗುವುದು.',
  'hub.lead':
    '{brands}: ಪ್ರತಿ ಬ್ರಾಂಡ್ ಏನೇನು ಕೇಳುತ್ತದೆ ಎಂಬುದು ಒಂದರ ಪಕ್ಕ ಒಂದು, ಜೊತೆಗೆ ನೀವೇ ಮಾಡಿಕೊಳ್ಳಬಹುದಾದ ಅರ್ಹತೆ ಪರಿಶೀಲನೆ ಮತ್ತು ಅವು ಪ್ರಕಟಿಸಿದ ಅವಕಾಶಗಳು. ಅಂಕಿಅಂಶಗಳು ಪ್ರತಿ ಬ್ರಾಂಡ್ ಹೇಳಿದಂತೆಯೇ ಇವೆ, ಅವು ಯಾವ ದಿನಾಂಕದವು ಎಂಬುದರ ಜೊತೆಗೆ.',

  'hub.compare.title': 'ಬ್ರಾಂಡ್‌ಗಳ ಹೋಲಿಕೆ',
  'hub.compare.intro':
    'ಮೊದಲು ಹಣದ ವಿವರ, ನಂತರ ಉಳಿದ ಎಲ್ಲಾ ಅಂಕಿಅಂಶಗಳು. ಪೂರ್ತಿ ಮಾರ್ಗದರ್ಶಿ ನೋಡಲು ಒಂದು ಬ್ರಾಂಡ್ ಆಯ್ಕೆ ಮಾಡಿ.',
  'hub.compare.caption': 'ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ಡೀಲರ್‌ಶಿಪ್ ನಿಯಮಗಳು, ಆ ಬ್ರಾಂಡ್ ಹೇಳಿದಂತೆ',
  'hub.stale':
    'ಒಂದು ವರ್ಷಕ್ಕಿಂತ ಹಳೆಯ ಅಂಕಿಅಂಶಗಳು: {brands}. ಇವು ಬದಲಾಗಿರಬಹುದು; ತೀರ್ಮಾನ ಮಾಡುವ ಮೊದಲು ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ.',

  'hub.table.scrollHint': '{count} ಕಾಲಂಗಳಿವೆ: ಉಳಿದವನ್ನು ನೋಡಲು ಟೇಬಲ್ ಅನ್ನು ಎಡ-ಬಲಕ್ಕೆ ಸರಿಸಿ',
  'hub.table.brand': 'ಬ್ರಾಂಡ್',
  'hub.table.officialSite': 'ಅಧಿಕೃತ ವೆಬ್‌ಸೈಟ್',
  'hub.column.investment': 'ಒಟ್ಟು ಹೂಡಿಕೆ',
  'hub.column.deposit': 'ಠೇವಣಿ',
  'hub.column.landRural': 'ಜಮೀನು (ಗ್ರಾಮೀಣ ಸ್ಥಳ)',
  'hub.column.landUrban': 'ಜಮೀನು (ನಗರ ಸ್ಥಳ)',
  'hub.column.landHighway': 'ಜಮೀನು (ಹೆದ್ದಾರಿ ಸ್ಥಳ)',
  'hub.column.fee': 'ಅರ್ಜಿ ಶುಲ್ಕ',
  'hub.column.outlets': 'ಔಟ್‌ಲೆಟ್‌ಗಳು',
  'hub.column.roi': 'ಬ್ರಾಂಡ್ ಹೇಳುವ ಹೂಡಿಕೆಯ ಮೇಲಿನ ಆದಾಯ (ROI)',
  'hub.column.lease': 'ಸ್ವಂತ ಅಥವಾ ಗುತ್ತಿಗೆಗೆ ಪಡೆದ ಜಮೀನು',
  'hub.column.age': 'ವಯಸ್ಸು',
  'hub.column.education': 'ವಿದ್ಯಾರ್ಹತೆ',
  'hub.column.quotas': 'ಕೋಟಾ ಮತ್ತು ಆದ್ಯತೆ',
  'hub.column.selection': 'ಆಯ್ಕೆಗೆ ಹಿಡಿಯುವ ಸಮಯ',
  'hub.column.asOf': 'ಅಂಕಿಅಂಶಗಳ ದಿನಾಂಕ',
  'hub.notStated': 'ತಿಳಿಸಿಲ್ಲ',
  'hub.cell.frontage': 'ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ {range}',
  'hub.cell.frontageNotStated': 'ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ ತಿಳಿಸಿಲ್ಲ',
  'hub.cell.labelled': '{label} ಸ್ಥಳ: {figures}',
  'hub.cell.ownedOrLeased': 'ಸ್ವಂತ ಅಥವಾ ಗುತ್ತಿಗೆ (ಅವಧಿ {years})',
  'hub.cell.leased': 'ಗುತ್ತಿಗೆ (ಅವಧಿ {years})',
  'hub.cell.roiAverage': 'ಸರಾಸರಿ {range} (ಅವಧಿ ತಿಳಿಸಿಲ್ಲ)',
  'hub.cell.roiOver': '{range} (ಔಟ್‌ಲೆಟ್ ಅನ್ನು {period} ನಡೆಸುವ ಅವಧಿಯಲ್ಲಿ)',
  'hub.cell.roiAverageOver': 'ಸರಾಸರಿ {range} (ಔಟ್‌ಲೆಟ್ ಅನ್ನು {period} ನಡೆಸುವ ಅವಧಿಯಲ್ಲಿ)',
  'hub.cell.outlets': '{count} ಔಟ್‌ಲೆಟ್‌ಗಳು {qualifier}',
  'hub.cell.roi': '{range} (ಅವಧಿ ತಿಳಿಸಿಲ್ಲ)',
  'hub.sort.ascending': '{column} ಆಧಾರದಲ್ಲಿ ಜೋಡಿಸಲಾಗಿದೆ, ಕಡಿಮೆ ಇರುವುದು ಮೊದಲು: {brands}.',
  'hub.sort.descending': '{column} ಆಧಾರದಲ್ಲಿ ಜೋಡಿಸಲಾಗಿದೆ, ಹೆಚ್ಚು ಇರುವುದು ಮೊದಲು: {brands}.',
  'hub.sort.investment': 'ಒಟ್ಟು ಹೂಡಿಕೆ',
  'hub.sort.roi': 'ಹೂಡಿಕೆಯ ಮೇಲಿನ ಆದಾಯ (ROI)',

  'hub.bars.caption':
    'ಒಟ್ಟು ಹೂಡಿಕೆ (ತಿಳಿ ಬಣ್ಣದ ಪಟ್ಟಿ), ಠೇವಣಿ (ಗಾಢ ಬಣ್ಣದ ಪಟ್ಟಿ) ಮತ್ತು ಅರ್ಜಿ ಶುಲ್ಕ (ಗಾಢ ಗುರುತು), ಎಲ್ಲವೂ ಒಂದೇ ಅಳತೆಪಟ್ಟಿಯಲ್ಲಿ (ಕನಿಷ್ಠ {from}, ಗರಿಷ್ಠ {to}). ಶುಲ್ಕಗಳು ತುಂಬಾ ಚಿಕ್ಕ ಮೊತ್ತವಾದ್ದರಿಂದ ಅವುಗಳ ಗುರುತು ಪಟ್ಟಿಯ ಶುರುವಿನಲ್ಲೇ ಇದೆ.',
  'hub.bars.figures': 'ಒಟ್ಟು: {total}; ಠೇವಣಿ: {deposit}; ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಅರ್ಜಿ ಶುಲ್ಕ: {fee}',
  'hub.bars.notStated': 'ತಿಳಿಸಿಲ್ಲ',

  'hub.eligibility.intro':
    'ನಿಮ್ಮ ವಯಸ್ಸು, ವಿದ್ಯಾರ್ಹತೆ, ಜಮೀನು (ಎಕರೆ, ಸೆಂಟ್ಸ್ ಅಥವಾ ಚದರ ಮೀಟರ್‌ನಲ್ಲಿ) ಮತ್ತು ಹಣವನ್ನು ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ನಿಯಮಗಳ ಜೊತೆ ಹೋಲಿಸಿ ನೋಡಿ; ನಿಮಗೆ ಹೆಚ್ಚು ಹೊಂದುವ ಬ್ರಾಂಡ್ ಮೊದಲು.',
  'hub.eligibility.start': 'ನಿಮ್ಮ ಅರ್ಹತೆಯನ್ನು ನೀವೇ ಪರಿಶೀಲಿಸಿ',

  'hub.openings.title': 'ಅವಕಾಶಗಳು ಒಂದೇ ನೋಟದಲ್ಲಿ',
  'hub.openings.intro':
    'ಬ್ರಾಂಡ್‌ಗಳು ಪ್ರಕಟಿಸಿದ ಎಲ್ಲಾ ಅವಕಾಶಗಳು (ಡೀಲರ್‌ಶಿಪ್‌ಗೆ ಅರ್ಜಿ ಕರೆದ ಜಾಹೀರಾತುಗಳು); ಈಗ ತೆರೆದಿರುವವು ಮೊದಲು. ಈ ಸ್ಥಿತಿ {date} ರಂದು ಇದ್ದಂತೆ (ಈ ಪುಟ ತಯಾರಾದ ದಿನ); ಯಾವಾಗಲೂ ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಖಚಿತಪಡಿಸಿಕೊಳ್ಳಿ.',
  'hub.openings.announced': 'ಪ್ರಕಟಿಸಿದ ದಿನಾಂಕ',
  'hub.openings.deadline': 'ಕೊನೆಯ ದಿನಾಂಕ',
  'hub.openings.noDeadline': 'ತಿಳಿಸಿಲ್ಲ: ಅಧಿಕೃತ ಪೋರ್ಟಲ್ ನೋಡಿ',
  'hub.openings.ongoingAsOf': '{date} ರ ಪಟ್ಟಿಯಲ್ಲಿ ಚಾಲ್ತಿಯಲ್ಲಿದೆ ಎಂದು ತೋರಿಸಲಾಗಿತ್ತು',
  'hub.openings.sites': '{sites} ಸ್ಥಳಗಳು',
  'hub.openings.countedSites': '{count} {sites} ಸ್ಥಳಗಳು',
  'hub.openings.fee': 'ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಅರ್ಜಿ ಶುಲ್ಕ: {fee}',

  'hub.trust.title': 'ಸುರಕ್ಷಿತವಾಗಿ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ: ಡೀಲರ್‌ಗಳನ್ನು ತೈಲ ಕಂಪನಿಗಳು ಮಾತ್ರ ಆಯ್ಕೆ ಮಾಡುತ್ತವೆ',
  'hub.trust.independent':
    '{site} ತೈಲ ಕಂಪನಿಗಳಿಂದ ಸ್ವತಂತ್ರವಾದ ಸಂಸ್ಥೆ: ನಾವು ಯಾವುದೇ ತೈಲ ಕಂಪನಿಯ ಏಜೆಂಟ್ ಅಲ್ಲ. ನಮ್ಮನ್ನು ಸೇರಿದಂತೆ ಯಾರೂ ನಿಮಗೆ ಡೀಲರ್‌ಶಿಪ್ ಮಂಜೂರಾಗುತ್ತದೆ ಎಂದು ಖಾತರಿ ಕೊಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  'hub.trust.portals': 'ಡೀಲರ್‌ಗಳ ಆಯ್ಕೆ ತೈಲ ಕಂಪನಿಗಳ ಸ್ವಂತ ಪ್ರಕ್ರಿಯೆ ಮತ್ತು ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ಗಳ ಮೂಲಕ ಮಾತ್ರ ನಡೆಯುತ್ತದೆ:',
  'hub.trust.usedBy': '({brands} ಡೀಲರ್‌ಗಳ ಆಯ್ಕೆಗೆ)',
  'hub.trust.neverPay': '“ಮಂಜೂರಾತಿ”ಗಾಗಿ ಯಾವುದೇ ವ್ಯಕ್ತಿಗೆ ಅಥವಾ ಯಾರದೋ ವೈಯಕ್ತಿಕ ಖಾತೆಗೆ ಎಂದಿಗೂ ಹಣ ಕಟ್ಟಬೇಡಿ.',
  'hub.trust.lookAlike':
    'ಅಸಲಿಯಂತೆ ಕಾಣುವ ನಕಲಿ ವೆಬ್‌ಸೈಟ್‌ಗಳು ಮತ್ತು ನಕಲಿ ಮಂಜೂರಾತಿ ಪತ್ರಗಳು ಇವೆ: ಪ್ರತಿ ವೆಬ್‌ಸೈಟ್ ವಿಳಾಸ ಮತ್ತು ಪ್ರತಿ ಪತ್ರವನ್ನು ಮೇಲಿನ ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ಗಳ ಜೊತೆ ಹೋಲಿಸಿ ಪರಿಶೀಲಿಸಿ.',
  'hub.trust.report':
    'ಮೋಸದ ಅನುಮಾನ ಬಂದರೆ, ರಾಷ್ಟ್ರೀಯ ಸೈಬರ್ ಅಪರಾಧ ಸಹಾಯವಾಣಿ {helpline} ಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ {portal} ನಲ್ಲಿ ದೂರು ನೀಡಿ.',
} satisfies Translation<typeof en>;

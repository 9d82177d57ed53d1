import type en from '../../en/ui/selfcheck.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the eligibility self-check: its form, its result and its composed sentences. */
export default {
  'eligibilityPage.title': 'ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಡೀಲರ್‌ಶಿಪ್: ನಿಮ್ಮ ಅರ್ಹತೆಯನ್ನು ನೀವೇ ಪರಿಶೀಲಿಸಿ',
  'eligibilityPage.description':
    '{brands} ಕೇಳುವ ನಿಯಮಗಳ ಜೊತೆ ನಿಮ್ಮ ವಯಸ್ಸು, ವಿದ್ಯಾರ್ಹತೆ, ಜಮೀನು ಮತ್ತು ಹಣವನ್ನು ಹೋಲಿಸಿ ನೋಡಿ. ಜಮೀನನ್ನು ಎಕರೆ, ಸೆಂಟ್ಸ್, ಗುಂಟೆ ಅಥವಾ ಚದರ ಮೀಟರ್‌ನಲ್ಲಿ ಬರೆಯಬಹುದು.',
  'eligibilityPage.heading': 'ನಿಮ್ಮ ಅರ್ಹತೆಯನ್ನು ನೀವೇ ಪರಿಶೀಲಿಸಿ',
  'eligibilityPage.lead':
    'ಇದು ಮಾರ್ಗದರ್ಶನ ಮಾತ್ರ, ತೀರ್ಮಾನ ಅಲ್ಲ: ಯಾರನ್ನು ಆಯ್ಕೆ ಮಾಡಬೇಕು ಎಂದು ತೈಲ ಕಂಪನಿಗಳು ಮಾತ್ರ ತೀರ್ಮಾನಿಸುತ್ತವೆ. ಈ ಪರಿಶೀಲನೆ ನಿಮ್ಮ ಬ್ರೌಸರ್‌ನಲ್ಲೇ ನಡೆಯುತ್ತದೆ, ಮತ್ತು ನೀವು ಬರೆಯುವ ಯಾವುದನ್ನೂ ನಾವು ಉಳಿಸಿಡುವುದಿಲ್ಲ. ಫಲಿತಾಂಶವನ್ನು ಬೇರೆಯವರ ಜೊತೆ ಹಂಚಿಕೊಳ್ಳಲು ಆಗುವಂತೆ ನಿಮ್ಮ ಉತ್ತರಗಳು ಈ ಪುಟದ ವಿಳಾಸದಲ್ಲೇ (ಲಿಂಕ್‌ನಲ್ಲಿ) ಇರುತ್ತವೆ: ನೀವು ಲಿಂಕ್ ಕಳಿಸುವ ಯಾರಿಗೇ ಆದರೂ ಅವು ಕಾಣುತ್ತವೆ, ನೀವು ಸೇರುವ ವರ್ಗ ಮತ್ತು ನಿಮ್ಮ ಬಳಿ ಇರುವ ಹಣವೂ ಸೇರಿ.',
  'eligibilityPage.section': 'ನಿಮ್ಮ ಉತ್ತರಗಳು ಮತ್ತು ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ನಿಯಮಗಳಿಗೆ ಅವು ಹೇಗೆ ಹೊಂದುತ್ತವೆ',
  'eligibilityPage.noscript':
    'ನೀವೇ ಮಾಡುವ ಈ ಅರ್ಹತೆ ಪರಿಶೀಲನೆಗೆ JavaScript ಬೇಕು, ಆದರೆ ಅದು ನಿಮ್ಮ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಆಫ್ ಆಗಿದೆ. ‘{hub}’ ಪುಟದ ಹೋಲಿಕೆಯಲ್ಲಿ ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ಅಂಕಿಅಂಶಗಳಿವೆ; ಅವುಗಳ ಜೊತೆ ನೀವೇ ಹೋಲಿಸಿ ನೋಡಬಹುದು.',
  'eligibility.form.label': 'ನಿಮ್ಮ ವಿವರಗಳು',
  'eligibility.form.legend': 'ನಿಮ್ಮ ಬಗ್ಗೆ, ನಿಮ್ಮ ಜಮೀನು ಮತ್ತು ನಿಮ್ಮ ಹಣದ ಬಗ್ಗೆ',
  'eligibility.form.age': 'ನಿಮ್ಮ ವಯಸ್ಸು (ವರ್ಷಗಳಲ್ಲಿ)',
  'eligibility.form.choose': 'ಆಯ್ಕೆ ಮಾಡಿ',
  'eligibility.form.citizen': 'ನೀವು ಭಾರತೀಯ ಪ್ರಜೆಯೇ?',
  'eligibility.form.yes': 'ಹೌದು',
  'eligibility.form.no': 'ಇಲ್ಲ',
  'eligibility.form.site': 'ಸ್ಥಳದ ವಿಧ',
  'eligibility.form.area': 'ಜಮೀನಿನ ಅಳತೆ',
  'eligibility.form.areaHint': 'ನಿಮ್ಮ ಜಾಗ ಎಷ್ಟು ದೊಡ್ಡದು',
  'eligibility.form.unit': 'ಯಾವ ಅಳತೆಯಲ್ಲಿ',
  'eligibility.form.unitHint': '{acre} = {guntas} = {cents} = ಸುಮಾರು {sqm}',
  'eligibility.form.frontage': 'ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ (ಮೀಟರ್): ನಿಮ್ಮ ಜಮೀನು ರಸ್ತೆಗೆ ತಾಗಿಕೊಂಡಿರುವ ಭಾಗದ ಉದ್ದ',
  'eligibility.form.land': 'ನಿಮ್ಮ ಜಮೀನು',
  'eligibility.form.owned': 'ಸ್ವಂತದ್ದು',
  'eligibility.form.leased': 'ಗುತ್ತಿಗೆಗೆ ಪಡೆದದ್ದು',
  'eligibility.form.lease': 'ಗುತ್ತಿಗೆ ಅವಧಿ (ವರ್ಷಗಳು)',
  'eligibility.form.leaseHint': 'ಜಮೀನು ಗುತ್ತಿಗೆಗೆ ಪಡೆದಿದ್ದರೆ ಮಾತ್ರ',
  'eligibility.form.categories': 'ನೀವು ಸೇರುವ ವರ್ಗಗಳು',
  'eligibility.form.funds': 'ನಿಮ್ಮ ಬಳಿ ಇರುವ ಹಣ (ಲಕ್ಷಗಳಲ್ಲಿ)',
  'eligibility.form.fundsHint':
    'ಈಗ ನಿಮ್ಮ ಬಳಿ ಇರುವ ಹಣವನ್ನು ಮಾತ್ರ ಬರೆಯಿರಿ: ಇನ್ನೂ ಕೈಗೆ ಸಿಗದ ಸಾಲವನ್ನು ಸೇರಿಸಬೇಡಿ. ಉದಾಹರಣೆಗೆ, {amount} ಇದ್ದರೆ {lakh} ಎಂದು ಬರೆಯಿರಿ',
  'eligibility.form.submit': 'ನನ್ನ ಫಲಿತಾಂಶ ತೋರಿಸಿ',
  'eligibility.form.clear': 'ಉತ್ತರಗಳನ್ನು ಅಳಿಸಿ',
  'eligibility.level.below10': '10ನೇ ತರಗತಿಗಿಂತ ಕಡಿಮೆ',
  'eligibility.level.class10': '10ನೇ ತರಗತಿ (SSLC) ಪಾಸ್',
  'eligibility.level.class12': '12ನೇ ತರಗತಿ (ದ್ವಿತೀಯ ಪಿಯುಸಿ) ಪಾಸ್',
  'eligibility.level.diploma': 'ಡಿಪ್ಲೊಮಾ (ಉದಾ: ಎಂಜಿನಿಯರಿಂಗ್)',
  'eligibility.level.graduate': 'ಪದವಿ ಅಥವಾ ವೃತ್ತಿಪರ ಕೋರ್ಸ್ (CA, CS, ICWA)',
  'eligibility.result.title': 'ನಿಮ್ಮ ಫಲಿತಾಂಶ',
  'eligibility.result.empty':
    'ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ನಿಯಮಗಳಿಗೆ ನೀವು ಎಷ್ಟು ಹೊಂದುತ್ತೀರಿ ಎಂದು ನೋಡಲು ಮೇಲಿನ ಯಾವುದಾದರೂ ಪ್ರಶ್ನೆಗೆ ಉತ್ತರಿಸಿ.',
  'eligibility.closest.title': 'ನಿಮ್ಮ ಉತ್ತರಗಳಿಗೆ ಹೆಚ್ಚು ಹೊಂದುವುದು: {brands}',
  'eligibility.closest.nextLabel': 'ಮುಂದಿನ ಹೆಜ್ಜೆ:',
  'eligibility.closest.next': '{portal} ನಲ್ಲಿ ಈಗ ಅವಕಾಶ ಇದೆಯೇ ಎಂದು ನೋಡಿ, ಅಲ್ಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ, ಅಥವಾ {guide}.',
  'eligibility.closest.titleNone':
    'ಈ ಉತ್ತರಗಳ ಪ್ರಕಾರ ನೀವು ಯಾವ ಬ್ರಾಂಡ್‌ನ ನಿಯಮಗಳಿಗೂ ಹೊಂದುವುದಿಲ್ಲ. ಎಲ್ಲಕ್ಕಿಂತ ಹತ್ತಿರ ಇರುವುದು: {brands}',
  'eligibility.closest.nextNone':
    '{brand} ಕೇಳುವ ನಿಯಮಗಳು ಪ್ರತಿ ಹೊಸ ಅವಕಾಶದಲ್ಲೂ ಬದಲಾಗಬಹುದು, ಆದ್ದರಿಂದ ಅದರ ಈಗಿನ ಅವಕಾಶಗಳ ನಿಯಮಗಳನ್ನು {portal} ನಲ್ಲಿ ನೋಡಿ.',
  'eligibility.closest.officialPortal': 'ಅಧಿಕೃತ ಪೋರ್ಟಲ್',
  'eligibility.closest.guide': '{brand} ಅರ್ಜಿಗೆ ನಮ್ಮ ಮಾರ್ಗದರ್ಶನ ಕೇಳಿ',
  'eligibility.closest.nextClosed':
    'ಇಲ್ಲಿ ತೋರಿಸಿರುವ {brand} ಅವಕಾಶಗಳೆಲ್ಲವೂ ಮುಚ್ಚಿವೆ: ಈಗ ಯಾವುದಾದರೂ ಅವಕಾಶ ಇದೆಯೇ ಎಂದು {portal} ನಲ್ಲಿ ನೋಡಿ.',
  'eligibility.closest.titleSoFar': 'ಇಲ್ಲಿಯವರೆಗಿನ ಉತ್ತರಗಳಿಗೆ ಹೆಚ್ಚು ಹೊಂದುವುದು: {brands}',
  'eligibility.closest.titleNoneRuledOut': 'ಇಲ್ಲಿಯವರೆಗಿನ ಉತ್ತರಗಳಿಂದ ಯಾವ ಬ್ರಾಂಡ್ ಕೂಡ ಹೊರಗುಳಿಯುವುದಿಲ್ಲ',
  'eligibility.closest.nextAnswer':
    'ಫಲಿತಾಂಶ ಇನ್ನಷ್ಟು ಪೂರ್ಣವಾಗಲು, ಮೇಲೆ ಇನ್ನೂ ಉತ್ತರಿಸದ ಪ್ರಶ್ನೆಗಳಿಗೆ ({questions}) ಉತ್ತರಿಸಿ.',
  'eligibility.head.cannotSay':
    'ಈ ಉತ್ತರಗಳ ಪ್ರಕಾರ ನೀವು ಯಾವುದೇ ಬ್ರಾಂಡ್‌ನ ನಿಯಮಗಳಿಗೆ ಹೊಂದುತ್ತೀರಿ ಎಂದು ಹೇಳಲು ಆಗುವುದಿಲ್ಲ',
  'eligibility.closest.nextUnknown':
    'ಯಾರಿಗಾದರೂ ಹಣ ಕೊಡುವ ಮೊದಲು, {brand} ತಾನೇ ಹೇಳುವ ನಿಯಮಗಳನ್ನು {portal} ನಲ್ಲಿ ಓದಿ.',
  'eligibility.head.notCitizen': 'ಪೌರತ್ವದ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿರುವ ಎಲ್ಲಾ ಬ್ರಾಂಡ್‌ಗಳೂ ಭಾರತೀಯ ಪೌರತ್ವ ಕೇಳುತ್ತವೆ',
  'eligibility.head.notCitizenUnstated':
    'ಪೌರತ್ವದ ಬಗ್ಗೆ {brand} ಕೇಳುವ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ: ಯಾವುದೇ ಹಣ ಖರ್ಚು ಮಾಡುವ ಮೊದಲು {portal} ನಲ್ಲಿ ಅದರ ನಿಯಮಗಳನ್ನು ಓದಿ.',
  'eligibility.quotas': 'ಕೋಟಾ ಮತ್ತು ಆದ್ಯತೆ',
  'eligibility.criterion.citizenship': 'ಪೌರತ್ವ',
  'eligibility.criterion.age': 'ವಯಸ್ಸು',
  'eligibility.criterion.education': 'ವಿದ್ಯಾರ್ಹತೆ',
  'eligibility.criterion.area': 'ಜಮೀನಿನ ಅಳತೆ',
  'eligibility.criterion.frontage': 'ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ',
  'eligibility.criterion.tenure': 'ಸ್ವಂತ ಅಥವಾ ಗುತ್ತಿಗೆ',
  'eligibility.criterion.funds': 'ಹಣ',
  'eligibility.criterionStatus': '{criterion}: {status}.',
  'eligibility.status.meets': 'ಹೊಂದುತ್ತದೆ',
  'eligibility.status.fails': 'ಹೊಂದುವುದಿಲ್ಲ',
  'eligibility.status.notStated': '{brand} ಬಳಿ ಕೇಳಿ',
  'eligibility.status.unanswered': 'ಪರಿಶೀಲಿಸಿಲ್ಲ',
  'eligibility.status.othersExclude': 'ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ',
  'eligibility.sites': '{site} ಸ್ಥಳ',
  'eligibility.citizenship.notListed': 'ಪೌರತ್ವದ ಬಗ್ಗೆ {brand} ಕೇಳುವ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.citizenship.ask': 'ಪೌರತ್ವದ ನಿಯಮ',
  'eligibility.citizenship.unanswered': 'ನೀವು ಭಾರತೀಯ ಪ್ರಜೆಯೇ ಎಂದು ತಿಳಿಸಿ.',
  'eligibility.citizenship.meets': '{brand} ಕೇಳುವುದು: {rule}. ನೀವು ಭಾರತೀಯ ಪ್ರಜೆ.',
  'eligibility.citizenship.fails': '{brand} ಕೇಳುವುದು: {rule}. ನೀವು ಭಾರತೀಯ ಪ್ರಜೆ ಅಲ್ಲ.',
  'eligibility.citizenship.gap': 'ಭಾರತೀಯ ಪೌರತ್ವ',
  'eligibility.age.notListed': '{brand} ಕೇಳುವ ವಯಸ್ಸಿನ ಮಿತಿ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.age.ask': 'ವಯಸ್ಸಿನ ಮಿತಿ',
  'eligibility.age.unanswered': 'ನಿಮ್ಮ ವಯಸ್ಸು ಬರೆಯಿರಿ.',
  'eligibility.age.reason': '{brand} ಕೇಳುವ ವಯಸ್ಸು: {range}. ನಿಮ್ಮ ವಯಸ್ಸು: {age}.',
  'eligibility.age.gap': 'ವಯಸ್ಸು {range}',
  'eligibility.education.notListed': '{brand} ಕೇಳುವ ವಿದ್ಯಾರ್ಹತೆಯ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.education.ask': 'ವಿದ್ಯಾರ್ಹತೆ',
  'eligibility.education.chooseSite': 'ಸ್ಥಳದ ವಿಧ ಆಯ್ಕೆ ಮಾಡಿ: ಸ್ಥಳಕ್ಕೆ ತಕ್ಕಂತೆ ನಿಯಮ ಬದಲಾಗುತ್ತದೆ.',
  'eligibility.education.notListedForSite': '{where}ಕ್ಕೆ {brand} ಕೇಳುವ ವಿದ್ಯಾರ್ಹತೆಯ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.education.unanswered': 'ನಿಮ್ಮ ವಿದ್ಯಾರ್ಹತೆ ಆಯ್ಕೆ ಮಾಡಿ.',
  'eligibility.education.reason': '{brand} ಕೇಳುವುದು: {rule}. ನಿಮ್ಮದು: {education}.',
  'eligibility.education.limit': '{rule}',
  'eligibility.site.choose': 'ಸ್ಥಳದ ವಿಧ ಆಯ್ಕೆ ಮಾಡಿ.',
  'eligibility.area.notListed': '{where}ಕ್ಕೆ {brand} ಕೇಳುವ ಜಾಗದ ಅಳತೆ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.area.notListedNote':
    '{where}ಕ್ಕೆ {brand} ಕೇಳುವ ಜಾಗದ ಅಳತೆ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ. ಆ ಸ್ಥಳದ ಬಗ್ಗೆ {brand} ಹೇಳುವುದು: “{note}”.',
  'eligibility.area.limit': '{where}ಕ್ಕೆ {needed}, ಅಂದರೆ {equivalent}',
  'eligibility.area.ask': '{where}ಕ್ಕೆ ಬೇಕಾದ ಜಾಗದ ಅಳತೆ',
  'eligibility.area.unanswered': 'ನಿಮ್ಮ ಜಮೀನಿನ ಅಳತೆ ಬರೆಯಿರಿ.',
  'eligibility.area.reason':
    '{where}ಕ್ಕೆ {brand} ಕೇಳುವ ಜಾಗ: {range} ({equivalent}). ನಿಮ್ಮ ಬಳಿ ಇರುವುದು: {given}.',
  'eligibility.area.gap': 'ಜಮೀನು {short} ({equivalent}) ಕಡಿಮೆ ಇದೆ ({where}ಕ್ಕೆ {needed} ಬೇಕು)',
  'eligibility.frontage.notListed': '{where}ಕ್ಕೆ {brand} ಕೇಳುವ ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.frontage.notListedNote':
    '{where}ಕ್ಕೆ {brand} ಕೇಳುವ ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ. ಆ ಸ್ಥಳದ ಬಗ್ಗೆ {brand} ಹೇಳುವುದು: “{note}”.',
  'eligibility.frontage.limit': '{where}ಕ್ಕೆ {needed} ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ',
  'eligibility.frontage.ask': '{where}ಕ್ಕೆ ಬೇಕಾದ ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ',
  'eligibility.frontage.unanswered': 'ನಿಮ್ಮ ಜಮೀನಿನ ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ ಎಷ್ಟು ಮೀಟರ್ ಎಂದು ಬರೆಯಿರಿ.',
  'eligibility.frontage.reason': '{where}ಕ್ಕೆ {brand} ಕೇಳುವುದು: {range}. ನಿಮ್ಮ ಜಮೀನಿನದು: {given}.',
  'eligibility.frontage.gap': 'ಇನ್ನೂ {short} ರಸ್ತೆಗೆ ತಾಗಿರುವ ಮುಂಭಾಗ ({where}ಕ್ಕೆ {needed} ಬೇಕು)',
  'eligibility.tenure.notListed': 'ಸ್ವಂತ ಅಥವಾ ಗುತ್ತಿಗೆ ಜಮೀನಿನ ಬಗ್ಗೆ {brand} ಕೇಳುವ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.tenure.ask': 'ಸ್ವಂತ ಅಥವಾ ಗುತ್ತಿಗೆ ಜಮೀನಿನ ನಿಯಮ',
  'eligibility.tenure.unanswered': 'ಜಮೀನು ನಿಮ್ಮ ಸ್ವಂತದ್ದೋ ಅಥವಾ ಗುತ್ತಿಗೆಗೆ ಪಡೆದದ್ದೋ ಎಂದು ತಿಳಿಸಿ.',
  'eligibility.tenure.ownedMeets': '{brand} ಸ್ವಂತ ಜಮೀನನ್ನು ಒಪ್ಪುತ್ತದೆ; ನಿಮ್ಮ ಜಮೀನು ಸ್ವಂತದ್ದು.',
  'eligibility.tenure.leaseOnly':
    '{brand} ಗುತ್ತಿಗೆ ಜಮೀನಿನ ಬಗ್ಗೆ ಮಾತ್ರ ಹೇಳುತ್ತದೆ (ಅವಧಿ {years}); ಸ್ವಂತ ಜಮೀನನ್ನು ಒಪ್ಪುತ್ತಾರೆಯೇ ಎಂದು ಅವರನ್ನು ಕೇಳಿ.',
  'eligibility.tenure.askOwned': 'ಸ್ವಂತ ಜಮೀನಿಗೆ ಒಪ್ಪಿಗೆ',
  'eligibility.tenure.leaseUnanswered': 'ನಿಮ್ಮ ಗುತ್ತಿಗೆ ಎಷ್ಟು ವರ್ಷದ್ದು ಎಂದು ಬರೆಯಿರಿ.',
  'eligibility.tenure.reason': '{brand} ಕೇಳುವ ಗುತ್ತಿಗೆ ಅವಧಿ: {years}. ನಿಮ್ಮ ಗುತ್ತಿಗೆ: {lease}.',
  'eligibility.tenure.gap': 'ಗುತ್ತಿಗೆ ಅವಧಿ {years}',
  'eligibility.funds.notListed': '{brand} ಹೇಳುವ ಹೂಡಿಕೆಯ ಮೊತ್ತ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.funds.ask': 'ಹೂಡಿಕೆಯ ಮೊತ್ತ',
  'eligibility.funds.unanswered': 'ನಿಮ್ಮ ಬಳಿ ಇರುವ ಹಣವನ್ನು ಲಕ್ಷಗಳಲ್ಲಿ ಬರೆಯಿರಿ.',
  'eligibility.funds.gap': 'ಹಣ {amount} ಕಡಿಮೆ ಇದೆ ({what})',
  'eligibility.funds.fromOwnLand': 'ಸ್ವಂತ ಜಮೀನಿನಲ್ಲಿ, ಠೇವಣಿ ಮತ್ತು ನಿರ್ಮಾಣ ಸೇರಿ ಕನಿಷ್ಠ {amount} ಆಗುತ್ತದೆ',
  'eligibility.funds.fromInAll': 'ಒಟ್ಟು ಸೇರಿ, ಅಂಕಿಅಂಶಗಳು ಕನಿಷ್ಠ {amount} ಆಗುತ್ತವೆ',
  'eligibility.funds.limit': 'ಕನಿಷ್ಠ {amount}',
  'eligibility.funds.ownLand':
    'ಸ್ವಂತ ಜಮೀನಿನಲ್ಲಿ, {brand} ಹೇಳುವ {deposit} ({depositAmount}) ಮತ್ತು {build} ({buildAmount}) ಸೇರಿ ಕನಿಷ್ಠ {min} ಆಗುತ್ತದೆ. ನಿಮ್ಮ ಬಳಿ ಇರುವುದು: {funds}.',
  'eligibility.funds.totalOnlyMeets':
    '{brand} ಒಟ್ಟು ಹೂಡಿಕೆಯನ್ನು ಮಾತ್ರ ತಿಳಿಸಿದೆ: {total}, ಜಮೀನು ಸೇರಿ. ನಿಮ್ಮ ಬಳಿ {funds} ಇದೆ; ಇದು ಆ ಒಟ್ಟು ಹೂಡಿಕೆಯ ಗರಿಷ್ಠ ಮೊತ್ತಕ್ಕೆ ಸಮ ಅಥವಾ ಅದಕ್ಕಿಂತಲೂ ಹೆಚ್ಚು.',
  'eligibility.funds.totalOnly':
    '{brand} ಒಟ್ಟು ಹೂಡಿಕೆಯನ್ನು ಮಾತ್ರ ತಿಳಿಸಿದೆ: {total}. ಜಮೀನಿಗೆ ಎಷ್ಟು, ಉಳಿದದ್ದಕ್ಕೆ ಎಷ್ಟು ಎಂದು ಪ್ರತ್ಯೇಕವಾಗಿ ಹೇಳಿಲ್ಲ. ಆದ್ದರಿಂದ ಸ್ವಂತ ಜಮೀನಿನಲ್ಲಿ ನಿಮಗೆ ಎಷ್ಟು ಹಣ ಬೇಕು ಎಂದು ಇಲ್ಲಿ ಲೆಕ್ಕ ಹಾಕಲು ಆಗುವುದಿಲ್ಲ. ನಿಮ್ಮ ಬಳಿ {funds} ಇದೆ.',
  'eligibility.funds.askOwnLand': 'ಸ್ವಂತ ಜಮೀನಿನಲ್ಲಿ ಬೇಕಾಗುವ ಹೂಡಿಕೆ',
  'eligibility.funds.lowEnd':
    '{reason} ಈ ಹಣ ಕನಿಷ್ಠ ಮೊತ್ತಕ್ಕೆ ಮಾತ್ರ ಸಾಕಾಗುತ್ತದೆ; ಬ್ರಾಂಡ್ ನೀಡುವ ಅಂಕಿಅಂಶಗಳು {high} ವರೆಗೂ ಹೋಗುತ್ತವೆ. ನಿಮ್ಮ ಜಾಗಕ್ಕೆ ನಿಜವಾಗಿ ಎಷ್ಟು ಖರ್ಚಾಗುತ್ತದೆ ಎಂಬುದನ್ನು {brand} ಸಂಸ್ಥೆಯೇ ಹೇಳಬೇಕು.',
  'eligibility.funds.lowEndOpen':
    '{reason} ಈ ಹಣ ಕನಿಷ್ಠ ಮೊತ್ತಕ್ಕೆ ಮಾತ್ರ ಸಾಕಾಗುತ್ತದೆ; ಬ್ರಾಂಡ್ ನೀಡುವ ಅಂಕಿಅಂಶಗಳಿಗೆ ಗರಿಷ್ಠ ಮಿತಿ ತಿಳಿಸಿಲ್ಲ. ನಿಮ್ಮ ಜಾಗಕ್ಕೆ ನಿಜವಾಗಿ ಎಷ್ಟು ಖರ್ಚಾಗುತ್ತದೆ ಎಂಬುದನ್ನು {brand} ಸಂಸ್ಥೆಯೇ ಹೇಳಬೇಕು.',
  'eligibility.funds.askSiteCost': 'ನಿಮ್ಮ ಜಾಗಕ್ಕೆ ಆಗುವ ಖರ್ಚು',
  'eligibility.funds.noTotal': '{brand} ಹೇಳುವ ಒಟ್ಟು ಹೂಡಿಕೆಯ ಮೊತ್ತ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ.',
  'eligibility.funds.askTotal': 'ಒಟ್ಟು ಹೂಡಿಕೆಯ ಮೊತ್ತ',
  'eligibility.funds.reason':
    '{brand} ಹೇಳುವ ಒಟ್ಟು ಹೂಡಿಕೆ {total}, ಅಂದರೆ ಕನಿಷ್ಠ {low}. ನಿಮ್ಮ ಬಳಿ ಇರುವುದು: {funds}.',
  'eligibility.funds.reasonIfOwned':
    '{brand} ಹೇಳುವ ಒಟ್ಟು ಹೂಡಿಕೆ {total}, ಅಂದರೆ ಕನಿಷ್ಠ {low}. ನಿಮ್ಮ ಬಳಿ ಇರುವುದು: {funds}. ಜಮೀನು ನಿಮ್ಮ ಸ್ವಂತದ್ದಾಗಿದ್ದರೆ ಮೇಲೆ “ಸ್ವಂತದ್ದು” ಆಯ್ಕೆ ಮಾಡಿ: ಆಗ ಠೇವಣಿ ಮತ್ತು ನಿರ್ಮಾಣದ ಖರ್ಚು ಮಾತ್ರ ಲೆಕ್ಕಕ್ಕೆ ಬರುತ್ತದೆ.',
  'eligibility.category.notStated':
    '{group}: ಈ ವರ್ಗಕ್ಕೆ {brand} ನೀಡುವ ಯಾವುದೇ ಕೋಟಾ ಅಥವಾ ಆದ್ಯತೆ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ; ಆದರೆ ಯಾವುದಾದರೂ ಒಂದು ಅವಕಾಶದಲ್ಲಿ ಅದನ್ನು ತಿಳಿಸಿರಬಹುದು.',
  'eligibility.category.none':
    '{group}: ಇಲ್ಲಿ ದಾಖಲಾಗಿರುವ {brand} ವಿವರಗಳಲ್ಲಿ ಈ ವರ್ಗಕ್ಕೆ ಯಾವುದೇ ಕೋಟಾ ಅಥವಾ ಆದ್ಯತೆ ಇಲ್ಲ.',
  'eligibility.category.quotaShare': '{group}: {brand} ಈ ವರ್ಗಕ್ಕೆ {percent}% ಸ್ಥಳಗಳನ್ನು ಮೀಸಲಿಡುತ್ತದೆ.',
  'eligibility.category.quota':
    '{group}: {brand} ಈ ವರ್ಗಕ್ಕೆ ಕೆಲವು ಸ್ಥಳಗಳನ್ನು ಮೀಸಲಿಡುತ್ತದೆ; ಎಷ್ಟು ಎಂದು ತಿಳಿಸಿಲ್ಲ.',
  'eligibility.category.preference': '{group}: {brand} ಈ ವರ್ಗಕ್ಕೆ ಆದ್ಯತೆ ನೀಡುತ್ತದೆ.',
  'eligibility.funds.ownLandDisagree':
    '{ownLand} {brand} ನೀಡುವ ಅಂಕಿಅಂಶಗಳು ಒಂದಕ್ಕೊಂದು ತಾಳೆಯಾಗುತ್ತಿಲ್ಲ: ಒಟ್ಟು ಹೂಡಿಕೆ ಕನಿಷ್ಠ {total} ಎನ್ನುತ್ತದೆ, ಆದರೆ {deposit} ಮತ್ತು {build} ಇವೆರಡೇ ಸೇರಿ ಕನಿಷ್ಠ {parts} ಆಗುತ್ತದೆ. ಈ ಪರಿಶೀಲನೆ ಎರಡರಲ್ಲಿ ದೊಡ್ಡ ಮೊತ್ತವನ್ನು ({parts}) ಬಳಸುತ್ತದೆ; ಯಾವುದು ಸರಿ ಎಂದು {brand} ಬಳಿ ಕೇಳಿ.',
  'eligibility.funds.partsDisagreeFunds':
    '{disagree} ಈ ಪರಿಶೀಲನೆ ಎರಡು ಕನಿಷ್ಠ ಮೊತ್ತಗಳಲ್ಲಿ ದೊಡ್ಡದನ್ನು ({used}) ಬಳಸುತ್ತದೆ; ನಿಮ್ಮ ಬಳಿ {funds} ಇದೆ.',
  'eligibility.funds.disagreeFunds':
    '{brand} ನೀಡುವ ಅಂಕಿಅಂಶಗಳು ಒಂದಕ್ಕೊಂದು ತಾಳೆಯಾಗುತ್ತಿಲ್ಲ: ಒಟ್ಟು ಹೂಡಿಕೆ ಕನಿಷ್ಠ {total} ಎನ್ನುತ್ತದೆ, ಆದರೆ {deposit} ಮತ್ತು {build} ಇವೆರಡೇ ಸೇರಿ ಕನಿಷ್ಠ {parts} ಆಗುತ್ತದೆ. ಈ ಪರಿಶೀಲನೆ ಎರಡರಲ್ಲಿ ದೊಡ್ಡ ಮೊತ್ತವನ್ನು ({parts}) ಬಳಸುತ್ತದೆ; ನಿಮ್ಮ ಬಳಿ {funds} ಇದೆ. ಯಾವುದು ಸರಿ ಎಂದು {brand} ಬಳಿ ಕೇಳಿ.',
  'eligibility.verdict.failsOne': 'ಇಲ್ಲಿ ದಾಖಲಾದ {count} ನಿಯಮಕ್ಕೆ ನಿಮ್ಮ ಉತ್ತರಗಳು ಹೊಂದುತ್ತಿಲ್ಲ',
  'eligibility.verdict.failsMany': 'ಇಲ್ಲಿ ದಾಖಲಾದ {count} ನಿಯಮಗಳಿಗೆ ನಿಮ್ಮ ಉತ್ತರಗಳು ಹೊಂದುತ್ತಿಲ್ಲ',
  'eligibility.verdict.check': '{brand} ಬಳಿ ಕೇಳಿ ಖಚಿತಪಡಿಸಿಕೊಳ್ಳಿ',
  'eligibility.verdict.openOne': 'ಇನ್ನೂ ಗೊತ್ತಿಲ್ಲ: {count} ಪ್ರಶ್ನೆಗೆ ಉತ್ತರ ಬೇಕು ({questions})',
  'eligibility.verdict.openMany': 'ಇನ್ನೂ ಗೊತ್ತಿಲ್ಲ: {count} ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರ ಬೇಕು ({questions})',
  'eligibility.verdict.likely': 'ಬಹುಶಃ ಅರ್ಹರು',
  'eligibility.verdict.cannotSay': 'ನೀವು ಹೊಂದುತ್ತೀರೋ ಇಲ್ಲವೋ ಗೊತ್ತಿಲ್ಲ: ನಿಯಮಗಳು ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ',
  'eligibility.summary.likely': 'ಬಹುಶಃ ಅರ್ಹರು: {brands}.',
  'eligibility.summary.check': 'ಬ್ರಾಂಡ್ ಬಳಿ ಕೇಳಿ ಖಚಿತಪಡಿಸಿಕೊಳ್ಳಿ: {brands}.',
  'eligibility.summary.notEligible':
    'ಇಲ್ಲಿ ದಾಖಲಾದ ಈ ಬ್ರಾಂಡ್‌ಗಳ ಕನಿಷ್ಠ ಒಂದು ನಿಯಮಕ್ಕೆ ನಿಮ್ಮ ಉತ್ತರಗಳು ಹೊಂದುತ್ತಿಲ್ಲ: {brands}.',
  'eligibility.summary.cannotSay':
    'ನಿಯಮಗಳು ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲದ ಕಾರಣ, ನೀವು ಹೊಂದುತ್ತೀರೋ ಇಲ್ಲವೋ ಗೊತ್ತಿಲ್ಲ: {brands}.',
  'eligibility.summary.incomplete': 'ಇನ್ನೂ ಉತ್ತರ ಬೇಕಿರುವ ಬ್ರಾಂಡ್‌ಗಳು: {brands}.',
  'eligibility.gaps.likely': '{brand} ತಿಳಿಸಿರುವ ಎಲ್ಲಾ ನಿಯಮಗಳಿಗೆ ನೀವು ಹೊಂದುತ್ತೀರಿ.',
  'eligibility.gaps.incomplete':
    'ಇಲ್ಲಿಯವರೆಗೆ ನೀವು ಬರೆದ ಉತ್ತರಗಳಲ್ಲಿ {brand} ತಿಳಿಸುವ ನಿಯಮಕ್ಕೆ ಹೊಂದದ ಉತ್ತರ ಯಾವುದೂ ಇಲ್ಲ; ಇನ್ನಷ್ಟು ಪೂರ್ಣ ಪರಿಶೀಲನೆಗಾಗಿ ಉಳಿದ ಪ್ರಶ್ನೆಗಳಿಗೂ ಉತ್ತರಿಸಿ.',
  'eligibility.gaps.check':
    'ನೀವು ಬರೆದ ಉತ್ತರಗಳಲ್ಲಿ, ಇಲ್ಲಿ ದಾಖಲಾಗಿರುವ {brand} ನಿಯಮಗಳಿಗೆ ಹೊಂದದ ಉತ್ತರ ಯಾವುದೂ ಇಲ್ಲ; ಆದರೆ ಕೆಲವು ವಿಷಯಗಳನ್ನು {brand} ಸಂಸ್ಥೆಯೇ ತೀರ್ಮಾನಿಸಬೇಕು.',
  'eligibility.gaps.cannotSay':
    'ಈ ವಿಷಯಗಳಲ್ಲಿ {brand} ಕೇಳುವ ನಿಯಮ ಇಲ್ಲಿ ದಾಖಲಾಗಿಲ್ಲ: {topics}. ಇವುಗಳ ಬಗ್ಗೆ ನಿಯಮ ತಿಳಿಸಿರುವ ಬೇರೆ ಯಾವ ಬ್ರಾಂಡ್ ಕೂಡ ನಿಮ್ಮ ಉತ್ತರಗಳನ್ನು ಒಪ್ಪುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ನೀವು {brand} ಕೇಳುವ ನಿಯಮಗಳಿಗೆ ಹೊಂದುತ್ತೀರಿ ಎಂದು ಈ ಪರಿಶೀಲನೆ ಹೇಳಲು ಆಗುವುದಿಲ್ಲ.',
  'eligibility.gaps.missing': 'ಪೂರೈಸದ ಅಂಶಗಳು: {gaps}.',
  'eligibility.gaps.ask': '{topics} ಬಗ್ಗೆ {brand} ಬಳಿ ಕೇಳಿ.',
  'eligibility.othersExclude':
    '{reason} ಈ ನಿಯಮವನ್ನು ತಿಳಿಸಿರುವ ಬೇರೆ ಯಾವ ಬ್ರಾಂಡ್ ಕೂಡ ನಿಮ್ಮ ಉತ್ತರವನ್ನು ಒಪ್ಪುವುದಿಲ್ಲ: {limits}. ಆದ್ದರಿಂದ ನೀವು ಈ ನಿಯಮಕ್ಕೆ ಹೊಂದುತ್ತೀರಿ ಎಂದು ಈ ಪರಿಶೀಲನೆ ಹೇಳಲು ಆಗುವುದಿಲ್ಲ.',
  'eligibility.limitOf': '{limit} ({brands})',
} satisfies Translation<typeof en>;

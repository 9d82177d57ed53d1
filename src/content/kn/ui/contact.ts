import type en from '../../en/ui/contact.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the contact page: its form, messages, thank-you, privacy notice and no-JavaScript error pages. */
export default {
  'contact.title': 'ಸಂಪರ್ಕಿಸಿ',
  'contact.description':
    '{site} ಬಳಿ ಇಂಧನದ ಕೊಟೇಶನ್ (ದರದ ವಿವರ), ದೊಡ್ಡ ಪ್ರಮಾಣದ ಇಂಧನ ಡೆಲಿವರಿ, ತುರ್ತು ಡೆಲಿವರಿ ಅಥವಾ ಡೀಲರ್‌ಶಿಪ್ ಮಾರ್ಗದರ್ಶನ ಕೇಳಿ. ಕರೆ ಮಾಡಿ, ಇ-ಮೇಲ್ ಮಾಡಿ ಅಥವಾ ವಿನಂತಿ ಕಳಿಸಿ.',
  'contact.hero.title': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'contact.hero.lead':
    'ಕೊಟೇಶನ್ ಕೇಳಿ, ಡೆಲಿವರಿ ಏರ್ಪಡಿಸಿ ಅಥವಾ ಡೀಲರ್‌ಶಿಪ್ ಬಗ್ಗೆ ಮಾರ್ಗದರ್ಶನ ಪಡೆಯಿರಿ. ನಮಗೆ ವಿನಂತಿ ಕಳಿಸಿ, ನಮ್ಮ ತಂಡ ನಿಮಗೆ ಮರಳಿ ಕರೆ ಮಾಡುತ್ತದೆ.',
  'contact.brandNote':
    'ನೀವು {brand} ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಡೀಲರ್‌ಶಿಪ್ ಬಗ್ಗೆ ನಮ್ಮ ಮಾರ್ಗದರ್ಶನ ಕೇಳುತ್ತಿದ್ದೀರಿ. ‘{field}’ ಕಾಲಂನಲ್ಲಿ ‘{option}’ ಎಂದು ಮೊದಲೇ ಆಯ್ಕೆ ಮಾಡಿದ್ದೇವೆ; ಬೇಕಿದ್ದರೆ ನೀವು ಯಾವುದನ್ನಾದರೂ ಬದಲಿಸಬಹುದು. ಇದು ಡೀಲರ್‌ಶಿಪ್ ಅರ್ಜಿ ಅಲ್ಲ; ಅರ್ಜಿಯನ್ನು ಆ ಬ್ರಾಂಡ್‌ನ ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಮಾತ್ರ ಸಲ್ಲಿಸಬೇಕು.',
  'contact.information': 'ಸಂಪರ್ಕದ ವಿವರಗಳು',
  'contact.faq': 'ಹೆಚ್ಚಾಗಿ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು',

  'contact.form.title': 'ನಮಗೆ ವಿನಂತಿ ಕಳಿಸಿ',
  'contact.form.required': '{mark} ಗುರುತು ಇರುವ ಕಾಲಂಗಳನ್ನು ತುಂಬುವುದು ಕಡ್ಡಾಯ.',
  'contact.form.asterisk': 'ನಕ್ಷತ್ರ',
  'contact.form.honeypot': 'ಈ ಕಾಲಂ ಖಾಲಿ ಬಿಡಿ',
  'contact.form.send': 'ವಿನಂತಿ ಕಳಿಸಿ',
  'contact.form.sending': 'ಕಳಿಸಲಾಗುತ್ತಿದೆ…',
  'contact.form.received': 'ವಿನಂತಿ ತಲುಪಿದೆ: ನಿಮ್ಮ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ {reference}.',
  'contact.form.callUs': 'ನೀವು {phone} ಗೆ ಕರೆ ಕೂಡ ಮಾಡಬಹುದು.',
  'contact.callback': '{callback}.',

  'contact.field.fullName': 'ಪೂರ್ಣ ಹೆಸರು',
  'contact.field.contactNumber': 'ಫೋನ್ ಸಂಖ್ಯೆ ({digits} ಅಂಕಿಗಳು)',
  'contact.field.productModel': 'ಉತ್ಪನ್ನ/ಇಂಧನದ ವಿಧ',
  'contact.field.issueType': 'ವಿಚಾರಣೆಯ ವಿಧ',
  'contact.field.fullAddressL': 'ಪೂರ್ಣ ವಿಳಾಸ',
  'contact.field.warrantyStatus': 'ಪೂರೈಕೆ ಒಪ್ಪಂದದ ಸ್ಥಿತಿ',
  'contact.field.preferredServiceDate': 'ನಾವು ಸಂಪರ್ಕಿಸಲು ನಿಮಗೆ ಅನುಕೂಲವಾದ ದಿನಾಂಕ',
  'contact.placeholder.productModel': 'ಇಂಧನದ ವಿಧ ಆಯ್ಕೆ ಮಾಡಿ',
  'contact.placeholder.issueType': 'ವಿಚಾರಣೆಯ ವಿಧ ಆಯ್ಕೆ ಮಾಡಿ',
  'contact.placeholder.warrantyStatus': 'ಒಪ್ಪಂದದ ಸ್ಥಿತಿ ಆಯ್ಕೆ ಮಾಡಿ',

  'contact.option.premiumDiesel': 'ಪ್ರೀಮಿಯಂ ಡೀಸೆಲ್',
  'contact.option.biofuel': '{grade} ಜೈವಿಕ ಇಂಧನ',
  'contact.option.customBlend': 'ನಿಮಗೆ ಬೇಕಾದ ಮಿಶ್ರಣ',
  'contact.option.bulkOrder': 'ದೊಡ್ಡ ಪ್ರಮಾಣದ ಆರ್ಡರ್',
  'contact.option.deliveryIssue': 'ಡೆಲಿವರಿ ಸಮಸ್ಯೆ',
  'contact.option.technicalSupport': 'ತಾಂತ್ರಿಕ ನೆರವು',
  'contact.option.partnership': 'ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಡೀಲರ್‌ಶಿಪ್ ಮಾರ್ಗದರ್ಶನ',
  'contact.option.other': 'ಬೇರೆ',
  'contact.option.underContract': 'ಒಪ್ಪಂದ ಚಾಲ್ತಿಯಲ್ಲಿದೆ',
  'contact.option.noContract': 'ಒಪ್ಪಂದ ಇಲ್ಲ',
  'contact.option.expiringSoon': 'ಒಪ್ಪಂದ ಬೇಗ ಮುಗಿಯಲಿದೆ',

  'contact.error.fullName': 'ನಿಮ್ಮ ಪೂರ್ಣ ಹೆಸರು ಬರೆಯಿರಿ.',
  'contact.error.fullNameTooLong': 'ಹೆಸರು ತುಂಬಾ ಉದ್ದವಾಗಿದೆ. ಅದನ್ನು {max} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ.',
  'contact.error.contactNumberMissing': 'ನಿಮ್ಮ {digits} ಅಂಕಿಯ ಫೋನ್ ಸಂಖ್ಯೆ ಬರೆಯಿರಿ.',
  'contact.error.contactNumber':
    'ಫೋನ್ ಸಂಖ್ಯೆಯನ್ನು {digits} ಅಂಕಿಗಳಲ್ಲಿ ಮಾತ್ರ ಬರೆಯಿರಿ; ಸ್ಪೇಸ್ ಅಥವಾ ಬೇರೆ ಚಿಹ್ನೆ ಬೇಡ. ಉದಾಹರಣೆಗೆ: {example}.',
  'contact.error.issueType': 'ವಿಚಾರಣೆಯ ವಿಧವನ್ನು ಆಯ್ಕೆ ಮಾಡಿ.',
  'contact.error.fullAddressL': 'ನಿಮ್ಮ ಪೂರ್ಣ ವಿಳಾಸ ಬರೆಯಿರಿ.',
  'contact.error.fullAddressTooLong': 'ವಿಳಾಸ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ. ಅದನ್ನು {max} ಅಕ್ಷರಗಳ ಒಳಗೆ ಬರೆಯಿರಿ.',
  'contact.error.date': 'ದಿನಾಂಕ ಸರಿಯಾಗಿಲ್ಲ. ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ಒಂದು ದಿನಾಂಕ ಆಯ್ಕೆ ಮಾಡಿ.',
  'contact.error.brand':
    'ಈ ಬ್ರಾಂಡ್ ನಮ್ಮ ಮಾರ್ಗದರ್ಶಿಗಳಲ್ಲಿ ಇಲ್ಲ. ನಮ್ಮ ಮಾರ್ಗದರ್ಶಿಗಳಲ್ಲಿರುವ ಒಂದು ಡೀಲರ್‌ಶಿಪ್ ಬ್ರಾಂಡ್ ಆಯ್ಕೆ ಮಾಡಿ.',
  'contact.error.invalid': 'ಈ ಆಯ್ಕೆ ಸರಿಯಾಗಿಲ್ಲ. ಪಟ್ಟಿಯಲ್ಲಿರುವ ಒಂದನ್ನು ಆಯ್ಕೆ ಮಾಡಿ.',

  'contact.failure.network':
    'ನಮ್ಮ ಸರ್ವರ್ ಸಂಪರ್ಕ ಸಿಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ನಿಮ್ಮ ವಿನಂತಿ ಹೋಗಿಲ್ಲ. ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ, ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.failure.server':
    'ನಮ್ಮ ಕಡೆ ಏನೋ ತೊಂದರೆ ಆಗಿದೆ, ಆದ್ದರಿಂದ ನಿಮ್ಮ ವಿನಂತಿ ಹೋಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.failure.tooLarge':
    'ನಿಮ್ಮ ವಿನಂತಿ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ, ಆದ್ದರಿಂದ ಕಳಿಸಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ವಿಳಾಸವನ್ನು ಚಿಕ್ಕದು ಮಾಡಿ, ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.failure.refused':
    'ನಮ್ಮ ಸರ್ವರ್ ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಸ್ವೀಕರಿಸಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ರಿಫ್ರೆಶ್ ಮಾಡಿ, ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.failure.unreadable':
    'ನಮ್ಮ ಸರ್ವರ್‌ಗೆ ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಓದಲು ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಪುಟವನ್ನು ರಿಫ್ರೆಶ್ ಮಾಡಿ, ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.failure.rateLimited':
    'ಸ್ವಲ್ಪ ಸಮಯದಲ್ಲೇ ನಿಮ್ಮಿಂದ ಹಲವು ವಿನಂತಿಗಳು ಬಂದಿವೆ, ಆದ್ದರಿಂದ ಇದನ್ನು ಇನ್ನೂ ಕಳಿಸಿಲ್ಲ. ದಯವಿಟ್ಟು {wait} ಕಾದು, ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.wait.second': '{count} ಸೆಕೆಂಡ್',
  'contact.wait.seconds': '{count} ಸೆಕೆಂಡ್',
  'contact.wait.minutes': '{count} ನಿಮಿಷ',

  'contact.thanks.title': 'ಧನ್ಯವಾದಗಳು!',
  'contact.thanks.message': 'ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ.',
  'contact.thanks.reference': 'ನಿಮ್ಮ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ: {reference}',
  'contact.thanks.whatsapp': 'ನಿಮ್ಮ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆಯನ್ನು WhatsApp ನಲ್ಲಿ ನಮಗೆ ಕಳಿಸಿ',
  'contact.thanks.whatsappMessage':
    'ನಮಸ್ಕಾರ {site}, ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ವಿನಂತಿ ಕಳಿಸಿದ್ದೇನೆ. ನನ್ನ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ {reference}. ({url})',
  'contact.thanksPage.title': 'ಧನ್ಯವಾದಗಳು',
  'contact.thanksPage.description': '{site} ಗೆ ನಿಮ್ಮ ವಿನಂತಿ ತಲುಪಿದೆ. ನಾವು ನಿಮಗೆ ಮರಳಿ ಕರೆ ಮಾಡುತ್ತೇವೆ.',
  'contact.thanksPage.home': 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ',
  'contact.backToContact': 'ಸಂಪರ್ಕ ಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ',

  'contact.privacy.title': 'ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನಾವು ಹೇಗೆ ಬಳಸುತ್ತೇವೆ',
  'contact.privacy.collect':
    'ಈ ಫಾರ್ಮ್‌ನಲ್ಲಿ ನೀವು ಬರೆಯುವ ವಿವರಗಳನ್ನು ಮಾತ್ರ ನಾವು ಪಡೆಯುತ್ತೇವೆ: ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್ ಸಂಖ್ಯೆ, ವಿಳಾಸ, ಇಂಧನದ ವಿಧ, ವಿಚಾರಣೆಯ ವಿಧ, ನಿಮ್ಮ ಒಪ್ಪಂದದ ಸ್ಥಿತಿ ಮತ್ತು ನಾವು ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಬೇಕೆಂದು ನೀವು ಬಯಸುವ ದಿನಾಂಕ.',
  'contact.privacy.use':
    'ನಿಮ್ಮ ವಿನಂತಿಗೆ ಉತ್ತರ ಕೊಡಲು ಮಾತ್ರ ಇವುಗಳನ್ನು ಬಳಸುತ್ತೇವೆ. ಇವುಗಳನ್ನು ಯಾರಿಗೂ ಮಾರುವುದಿಲ್ಲ, ಯಾರ ಜೊತೆಗೂ ಹಂಚಿಕೊಳ್ಳುವುದಿಲ್ಲ.',
  'contact.privacy.keptWhileNeeded':
    'ನಿಮಗೆ ಉತ್ತರ ಕೊಡಲು ಮತ್ತು ನಿಮ್ಮ ವಿನಂತಿಯ ಬಗ್ಗೆ ಮುಂದಿನ ಕೆಲಸ ಮುಗಿಸಲು ಬೇಕಾದಷ್ಟು ಕಾಲ ಮಾತ್ರ {business} ಇವುಗಳನ್ನು ತನ್ನದೇ ಸಿಸ್ಟಮ್‌ಗಳಲ್ಲಿ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ.',
  'contact.privacy.keptOneDay':
    '{business} ಇವುಗಳನ್ನು ತನ್ನದೇ ಸಿಸ್ಟಮ್‌ಗಳಲ್ಲಿ {days} ದಿನ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ. ನಂತರ ಅವು ತಾನಾಗಿಯೇ ಅಳಿಸಿಹೋಗುತ್ತವೆ.',
  'contact.privacy.keptDays':
    '{business} ಇವುಗಳನ್ನು ತನ್ನದೇ ಸಿಸ್ಟಮ್‌ಗಳಲ್ಲಿ {days} ದಿನಗಳ ಕಾಲ ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ. ನಂತರ ಅವು ತಾನಾಗಿಯೇ ಅಳಿಸಿಹೋಗುತ್ತವೆ.',
  'contact.privacy.backupDays':
    'ಅಳಿಸಿದ ನಂತರವೂ ಈ ವಿವರಗಳು ಬ್ಯಾಕಪ್ ಪ್ರತಿಗಳಲ್ಲಿ ಗರಿಷ್ಠ {days} ದಿನಗಳವರೆಗೆ ಉಳಿಯಬಹುದು. ನಂತರ ಆ ಪ್ರತಿಗಳನ್ನೂ ಅಳಿಸಲಾಗುತ್ತದೆ.',
  'contact.privacy.rights':
    'ಭಾರತದ ಡಿಜಿಟಲ್ ವೈಯಕ್ತಿಕ ದತ್ತಾಂಶ ಸಂರಕ್ಷಣಾ ಕಾಯ್ದೆ, {year} (DPDP Act) ಪ್ರಕಾರ, ನೀವು ಯಾವಾಗ ಬೇಕಾದರೂ {email} ಗೆ ಬರೆದು ಈ ವಿವರಗಳನ್ನು ನೋಡಲು, ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ಕೇಳಬಹುದು.',

  'contact.noscript.title': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಪರಿಶೀಲಿಸಿ',
  'contact.noscript.summary': 'ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಇನ್ನೂ ಕಳಿಸಿಲ್ಲ. ದಯವಿಟ್ಟು ಕೆಳಗಿನದನ್ನು ಸರಿಪಡಿಸಿ:',
  'contact.noscript.problem': '{field}: {message}',
  'contact.server.usePost': 'POST ವಿಧಾನದಲ್ಲಿ ಕಳಿಸಿ.',
  'contact.server.tooManyTitle': 'ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು',
  'contact.server.tooMany':
    'ನಿಮ್ಮ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕದಿಂದ ತುಂಬಾ ಹೆಚ್ಚು ವಿನಂತಿಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು {seconds} ಸೆಕೆಂಡ್ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'contact.server.refusedTitle': 'ವಿನಂತಿ ಸ್ವೀಕರಿಸಲಿಲ್ಲ',
  'contact.server.refused': 'ವಿನಂತಿ ಈ ವೆಬ್‌ಸೈಟ್‌ನ ಸ್ವಂತ ಸಂಪರ್ಕ ಫಾರ್ಮ್‌ನಿಂದಲೇ ಬರಬೇಕು. ದಯವಿಟ್ಟು ಆ ಫಾರ್ಮ್ ಬಳಸಿ ಕಳಿಸಿ.',
  'contact.server.unsupportedTitle': 'ಈ ರೀತಿಯ ವಿನಂತಿ ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ',
  'contact.server.unsupported': 'ವಿನಂತಿಯನ್ನು {json} ಅಥವಾ {form} ರೂಪದಲ್ಲಿ ಕಳಿಸಿ.',
  'contact.server.tooLargeTitle': 'ವಿನಂತಿ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ',
  'contact.server.tooLarge': 'ವಿನಂತಿ {size} KB ಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ. ದಯವಿಟ್ಟು ಅದನ್ನು ಚಿಕ್ಕದು ಮಾಡಿ.',
  'contact.server.badJson': 'ವಿನಂತಿಯ ಒಳಗಿನ ವಿಷಯ ಸರಿಯಾದ JSON ಅಲ್ಲ. ಸರಿಯಾದ JSON ಕಳಿಸಿ.',
  'contact.server.notObject': 'ಎಲ್ಲಾ ಕಾಲಂಗಳನ್ನು ಒಂದೇ JSON ಆಬ್ಜೆಕ್ಟ್ ಆಗಿ ಕಳಿಸಿ.',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/trust.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the owner's trade facts: WhatsApp links and messages, licences, "Before you order". */
export default {
  'trust.whatsapp.name': 'WhatsApp',
  'trust.whatsapp.action': 'WhatsApp ನಲ್ಲಿ ನಮ್ಮೊಂದಿಗೆ ಮಾತನಾಡಿ',
  'trust.whatsapp.header': 'WhatsApp ಮಾಡಿ',
  'trust.whatsapp.brand': '{brand} ಬಗ್ಗೆ WhatsApp ನಲ್ಲಿ ಕೇಳಿ',
  'trust.message.page': 'ನಮಸ್ಕಾರ {site}, ಈ ಸಂದೇಶ ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನ ಈ ಪುಟದಿಂದ: {url}',
  'trust.message.fuel': 'ನಮಸ್ಕಾರ {site}, ನನಗೆ {fuel} ಬೆಲೆ ತಿಳಿಯಬೇಕು. ಇದನ್ನು ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ನೋಡಿದೆ: {url}',
  'trust.message.brand':
    'ನಮಸ್ಕಾರ {site}, {brand} ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಡೀಲರ್‌ಶಿಪ್‌ಗೆ ನನಗೆ ಸಹಾಯ ಬೇಕು. ಇದರ ಬಗ್ಗೆ ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಓದಿದೆ: {url}',

  'trust.licences.title': 'ಪರವಾನಗಿಗಳು ಮತ್ತು ನೋಂದಣಿ',
  'trust.licences.intro':
    'ಪ್ರತಿಯೊಂದು ಸಂಖ್ಯೆಯನ್ನು ಅದರ ದಾಖಲೆ ಇರುವ ಸರ್ಕಾರಿ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ನೀವೇ ಪರಿಶೀಲಿಸಿ. ಲಿಂಕ್ ಆ ವೆಬ್‌ಸೈಟ್ ಅನ್ನು ತೆರೆಯುತ್ತದೆ.',
  'trust.licences.pesoStorage': 'ಇಂಧನ ಸಂಗ್ರಹಿಸಲು PESO ಪರವಾನಗಿ',
  'trust.licences.pesoVehicle': 'ಡೆಲಿವರಿ ವಾಹನದ PESO ಪರವಾನಗಿ: {vehicle}',
  'trust.licences.gstin': 'GST ಸಂಖ್ಯೆ (GSTIN)',
  'trust.licences.cin': 'ಕಂಪನಿ ನೋಂದಣಿ ಸಂಖ್ಯೆ (CIN)',
  'trust.licences.llpin': 'LLP ನೋಂದಣಿ ಸಂಖ್ಯೆ (LLPIN)',
  'trust.licences.udyam': 'ಉದ್ಯಮ್ (MSME) ನೋಂದಣಿ ಸಂಖ್ಯೆ',
  'trust.licences.checkPeso': 'PESO ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ',
  'trust.licences.checkGst': 'GST ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ',
  'trust.licences.checkMca': 'MCA ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ',
  'trust.licences.checkUdyam': 'ಉದ್ಯಮ್ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಿ',

  'trust.terms.title': 'ಆರ್ಡರ್ ಮಾಡುವ ಮೊದಲು',
  'trust.terms.minimumOrder': 'ಕನಿಷ್ಠ ಆರ್ಡರ್',
  'trust.terms.litres': '{litres} ಲೀಟರ್',
  'trust.terms.deliveryCharge': 'ಡೆಲಿವರಿ ಶುಲ್ಕ',
  'trust.terms.perDelivery': 'ಪ್ರತಿ ಡೆಲಿವರಿಗೆ {amount}',
  'trust.terms.deliveryHours': 'ಡೆಲಿವರಿ ಸಮಯ',
  'trust.terms.everyDay': 'ಪ್ರತಿದಿನ: {from} – {to}',
  'trust.terms.leadTime': 'ಡೆಲಿವರಿಗೆ ಸಾಮಾನ್ಯವಾಗಿ ಬೇಕಾಗುವ ಸಮಯ',
  'trust.terms.withinHours': 'ಆರ್ಡರ್ ಮಾಡಿದ {hours} ಗಂಟೆಗಳ ಒಳಗೆ',
  'trust.terms.withinOneHour': 'ಆರ್ಡರ್ ಮಾಡಿದ ಒಂದು ಗಂಟೆಯ ಒಳಗೆ',
  'trust.terms.districts': 'ನಾವು ಡೆಲಿವರಿ ಮಾಡುವ ಜಿಲ್ಲೆಗಳು',
} satisfies Translation<typeof en>;

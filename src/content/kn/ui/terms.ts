import type en from '../../en/ui/terms.ts';
import type { Translation } from '../../../i18n/ui.ts';

/** Kannada words of "Words used on this page" (see the English part). */
export default {
  'terms.title': 'ಈ ಪುಟದಲ್ಲಿ ಬಳಸಿದ ಪದಗಳು',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'ಹೂಡಿಕೆಯ ಮೇಲಿನ ಆದಾಯ: ಔಟ್‌ಲೆಟ್‌ಗೆ ಹಾಕಿದ ಹಣದಲ್ಲಿ ಎಷ್ಟು ಪಾಲು ಮರಳಿ ಬರುತ್ತದೆ ಎಂದು ಬ್ರಾಂಡ್ ಹೇಳುವುದು. ಇದು ಬ್ರಾಂಡ್‌ನ ಅಂಕಿ, ಭರವಸೆ ಅಲ್ಲ.',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means': 'ಪರಿಶಿಷ್ಟ ಜಾತಿ ಮತ್ತು ಪರಿಶಿಷ್ಟ ಪಂಗಡ: ಡೀಲರ್‌ಶಿಪ್‌ಗಳ ಒಂದು ಪಾಲು ಇವರಿಗೆ ಮೀಸಲಾಗಿರುತ್ತದೆ.',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'ಇತರ ಹಿಂದುಳಿದ ವರ್ಗಗಳು: ಸರ್ಕಾರದ ಪಟ್ಟಿಯ ಒಂದು ವರ್ಗ; ಕೆಲವು ಬ್ರಾಂಡ್‌ಗಳು ಇವರಿಗೆ ಆದ್ಯತೆ ಅಥವಾ ಡೀಲರ್‌ಶಿಪ್‌ಗಳ ಪಾಲು ಕೊಡುತ್ತವೆ.',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'ನಿರಾಕ್ಷೇಪಣಾ ಪತ್ರ: ಅಗ್ನಿಶಾಮಕ ದಳ, ಮಾಲಿನ್ಯ ನಿಯಂತ್ರಣ ಅಥವಾ ನಗರಸಭೆಯಂತಹ ಕಚೇರಿ, ಔಟ್‌ಲೆಟ್‌ಗೆ ಆಕ್ಷೇಪ ಇಲ್ಲ ಎಂದು ಕೊಡುವ ಪತ್ರ.',
  'terms.ev': 'EV',
  'terms.ev.means': 'ವಿದ್ಯುತ್ ವಾಹನ. EV ಸ್ಥಳದಲ್ಲಿ ವಿದ್ಯುತ್ ಕಾರು, ಬೈಕ್‌ಗಳಿಗೆ ಚಾರ್ಜರ್‌ಗಳು ಇರುತ್ತವೆ.',
  'terms.netWorth': 'ನಿವ್ವಳ ಆಸ್ತಿ ಮೌಲ್ಯ',
  'terms.netWorth.means': 'ನಿಮ್ಮ ಬಳಿ ಇರುವುದರಿಂದ (ಜಮೀನು, ಉಳಿತಾಯ, ಚಿನ್ನ) ನಿಮ್ಮ ಸಾಲ ಕಳೆದರೆ ಉಳಿಯುವುದು.',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'ಲೆಕ್ಕಪತ್ರ ಮತ್ತು ಕಂಪನಿ ಕಾನೂನಿನ ವೃತ್ತಿಪರ ಅರ್ಹತೆಗಳು: ಚಾರ್ಟರ್ಡ್ ಅಕೌಂಟೆಂಟ್, ಕಂಪನಿ ಸೆಕ್ರೆಟರಿ ಮತ್ತು ಕಾಸ್ಟ್ ಅಕೌಂಟೆಂಟ್.',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/home.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the home, About and footer info pages: labels, buttons and screen-reader text. */
export default {
  'home.services.quote': '{service}: ದರದ ಕೊಟೇಶನ್ ಪಡೆಯಿರಿ',
  'home.services.whatsapp': '{fuel} ಬಗ್ಗೆ WhatsApp ನಲ್ಲಿ ಕೇಳಿ',
  'home.testimonials.label': 'ಗ್ರಾಹಕರ ಅಭಿಪ್ರಾಯಗಳು',
  'home.testimonials.pause': 'ನಿಲ್ಲಿಸಿ',
  'home.testimonials.play': 'ಪ್ಲೇ ಮಾಡಿ',
  'home.testimonials.pauseName': 'ಗ್ರಾಹಕರ ಅಭಿಪ್ರಾಯಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
  'home.testimonials.playName': 'ಗ್ರಾಹಕರ ಅಭಿಪ್ರಾಯಗಳನ್ನು ಪ್ಲೇ ಮಾಡಿ',
  'home.testimonials.show': '{number}ನೇ ಅಭಿಪ್ರಾಯ ತೋರಿಸಿ',
  'home.testimonials.sample': 'ಮಾದರಿ ಅಭಿಪ್ರಾಯ — ನಿಜವಾದ ಗ್ರಾಹಕರು ಹೇಳಿದ್ದಲ್ಲ',
  'home.dealerships.guides': 'ಡೀಲರ್‌ಶಿಪ್ ಮಾರ್ಗದರ್ಶಿಗಳು',
  'about.title': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'info.external': '(ಅಧಿಕೃತ ವೆಬ್‌ಸೈಟ್, ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/home.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the home, About and footer info pages: labels, buttons and screen-reader text around the content. */
export default {
  'home.services.quote': '{service} के लिए कोटेशन लें',
  'home.services.whatsapp': '{fuel} के बारे में WhatsApp पर पूछें',
  'home.testimonials.label': 'ग्राहकों की राय',
  'home.testimonials.pause': 'रोकें',
  'home.testimonials.play': 'चलाएँ',
  'home.testimonials.pauseName': 'ग्राहकों की राय रोकें',
  'home.testimonials.playName': 'ग्राहकों की राय चलाएँ',
  'home.testimonials.show': 'राय {number} दिखाएँ',
  'home.testimonials.sample': 'नमूना राय — किसी असली ग्राहक की नहीं',
  'home.dealerships.guides': 'डीलरशिप गाइड',
  'about.title': 'हमारे बारे में',
  'info.external': '(आधिकारिक वेबसाइट, नए टैब में खुलती है)',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/home.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the home, About and footer info pages: labels, buttons and screen-reader text around the content. */
export default {
  'home.services.quote': '{service} కోసం కొటేషన్ అడగండి',
  'home.services.whatsapp': '{fuel} గురించి WhatsAppలో అడగండి',
  'home.testimonials.label': 'కస్టమర్ల అభిప్రాయాలు',
  'home.testimonials.pause': 'ఆపండి',
  'home.testimonials.play': 'ప్లే చేయండి',
  'home.testimonials.pauseName': 'అభిప్రాయాలను ఆపండి',
  'home.testimonials.playName': 'అభిప్రాయాలను ప్లే చేయండి',
  'home.testimonials.show': '{number}వ అభిప్రాయం చూపించండి',
  'home.testimonials.sample': 'నమూనా అభిప్రాయం — నిజమైన కస్టమర్ చెప్పినది కాదు',
  'home.dealerships.guides': 'డీలర్‌షిప్ గైడ్‌లు',
  'about.title': 'మా గురించి',
  'info.external': '(అధికారిక వెబ్‌సైట్, కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',
} satisfies Translation<typeof en>;

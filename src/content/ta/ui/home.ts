import type en from '../../en/ui/home.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the home, About and footer info pages: labels, buttons and screen-reader text. */
export default {
  'home.services.quote': '{service}: விலை விவரம் பெறுங்கள்',
  'home.services.whatsapp': '{fuel} பற்றி WhatsApp-இல் கேளுங்கள்',
  'home.testimonials.label': 'வாடிக்கையாளர் கருத்துகள்',
  'home.testimonials.pause': 'இடைநிறுத்துங்கள்',
  'home.testimonials.play': 'இயக்குங்கள்',
  'home.testimonials.pauseName': 'வாடிக்கையாளர் கருத்துகளை இடைநிறுத்துங்கள்',
  'home.testimonials.playName': 'வாடிக்கையாளர் கருத்துகளை இயக்குங்கள்',
  'home.testimonials.show': '{number}-வது கருத்தைக் காட்டுங்கள்',
  'home.testimonials.sample': 'மாதிரிக் கருத்து — உண்மையான வாடிக்கையாளர் சொன்னது அல்ல',
  'home.dealerships.guides': 'டீலர்ஷிப் வழிகாட்டிகள்',
  'about.title': 'எங்களைப் பற்றி',
  'info.external': '(அதிகாரப்பூர்வ இணையதளம், புதிய பக்கத்தில் திறக்கும்)',
} satisfies Translation<typeof en>;

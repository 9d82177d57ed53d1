import type en from '../../en/ui/common.ts';
import type { Translation } from '../../../i18n/ui.ts';

/** UI strings every page shares: header, menus, footer, language switcher, not-found page, shared widgets. */
export default {
  'skip.toContent': 'பக்கத்தின் முக்கியப் பகுதிக்குச் செல்லுங்கள்',
  'nav.label': 'முதன்மை',
  'nav.home': 'முகப்பு',
  'nav.services': 'சேவைகள்',
  'nav.about': 'எங்களைப் பற்றி',
  'nav.contact': 'தொடர்புக்கு',
  'nav.hub': 'எல்லா நிறுவனங்களையும் ஒப்பிடுங்கள்',
  'nav.eligibility': 'உங்கள் தகுதியைச் சரிபாருங்கள்',
  'nav.menu': 'மெனு',
  'nav.guides': 'டீலர்ஷிப் வழிகாட்டிகள்',
  'header.call': 'அழையுங்கள்',
  'language.label': 'மொழி',
  'footer.phone': 'போன்:',
  'footer.support': 'உதவி:',
  'footer.pages': 'பக்கங்கள்',
  'footer.dealershipGuide': 'டீலர்ஷிப் வழிகாட்டி',
  'footer.quickLinks': 'விரைவு லிங்க்குகள்',
  'footer.follow': 'எங்களைப் பின்தொடருங்கள்',
  'footer.onNetwork': '{site}: {network} பக்கம்',
  'footer.rights': '© {year} {site}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  'carousel.previous': 'முந்தைய ஸ்லைடு',
  'carousel.next': 'அடுத்த ஸ்லைடு',
  'carousel.slide': '{number} (மொத்தம் {count})',
  'carousel.goTo': '{number}-வது ஸ்லைடுக்குச் செல்லுங்கள்',
  'notFound.title': 'பக்கம் கிடைக்கவில்லை',
  'notFound.description': 'நீங்கள் கேட்ட பக்கம் இந்த இணையதளத்தில் இல்லை.',
  'notFound.eyebrow': 'பிழை 404',
  'notFound.lead':
    'நீங்கள் கேட்ட பக்கம் இல்லை. அது வேறு இடத்துக்கு மாற்றப்பட்டிருக்கலாம். அல்லது முகவரியில் எழுத்துப் பிழை இருக்கலாம்.',
  'notFound.home': 'முகப்புப் பக்கத்துக்குச் செல்லுங்கள்',
  'notFound.contact': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  'translation.missing':
    'இந்தப் பக்கம் இன்னும் தமிழில் மொழிபெயர்க்கப்படவில்லை. அதுவரை ஆங்கிலத்தில் காட்டப்படுகிறது.',
  'link.newTab': '(புதிய டேபில் திறக்கும்)',
  'social.profile.description': 'எங்கள் {network} பக்கம்.',
  'social.profile.lead': 'உங்களை எங்கள் {network} பக்கத்துக்கு அழைத்துச் செல்கிறோம்.',
  'social.profile.heading': 'எதுவும் நடக்கவில்லை என்றால்',
  'social.profile.paragraph': 'கீழே உள்ள லிங்க் மூலம் எங்கள் {network} பக்கத்தைத் திறங்கள்.',
  'social.none.description':
    '{site} நிறுவனத்தின் {network} பக்கம் இன்னும் இங்கே இணைக்கப்படவில்லை. தொடர்புப் படிவம், போன் அல்லது இ-மெயில் மூலம் எங்களைத் தொடர்புகொள்ளுங்கள்.',
  'social.none.lead': 'இங்கே இணைக்க எங்களிடம் இன்னும் {network} பக்கம் இல்லை.',
  'social.none.heading': 'வேறு வழியில் எங்களைத் தொடர்புகொள்ளுங்கள்',
  'social.none.paragraph':
    'தொடர்புப் படிவம் மூலம் உங்கள் கோரிக்கையை அனுப்புங்கள். அல்லது நேரடியாக எங்களை அழையுங்கள், எங்களுக்கு எழுதுங்கள்.',
  'social.contactTeam': 'எங்கள் குழுவைத் தொடர்புகொள்ளுங்கள்',
  'social.call': '{phone} எண்ணுக்கு அழையுங்கள்',
  'social.email': '{email} முகவரிக்கு இ-மெயில் அனுப்புங்கள்',

  'terms.title': 'இந்தப் பக்கத்தில் வரும் சொற்கள்',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'முதலீட்டின் மீதான வருவாய்: நிலையத்தில் போட்ட பணத்தில் எவ்வளவு பங்கு திரும்பி வருகிறது என்று பிராண்ட் சொல்வது. இது பிராண்டின் எண்ணிக்கை, உறுதிமொழி அல்ல.',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means': 'பட்டியல் சாதியினர், பழங்குடியினர்: டீலர்ஷிப்களில் ஒரு பங்கு இவர்களுக்கு ஒதுக்கப்படுகிறது.',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'பிற பிற்படுத்தப்பட்ட வகுப்பினர்: அரசுப் பட்டியலில் உள்ள ஒரு பிரிவு; சில பிராண்டுகள் இவர்களுக்கு முன்னுரிமை அல்லது டீலர்ஷிப்களில் பங்கு தருகின்றன.',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'தடையில்லாச் சான்று: தீயணைப்புத் துறை, மாசுக் கட்டுப்பாடு அல்லது நகராட்சி போன்ற அலுவலகம், நிலையத்துக்குத் தடை இல்லை என்று தரும் கடிதம்.',
  'terms.ev': 'EV',
  'terms.ev.means': 'மின்சார வாகனம். EV இடத்தில் மின்சார கார்கள், பைக்குகளுக்கு சார்ஜர்கள் இருக்கும்.',
  'terms.netWorth': 'நிகர சொத்து மதிப்பு',
  'terms.netWorth.means': 'உங்களிடம் உள்ளவை (நிலம், சேமிப்பு, தங்கம்) கழித்து உங்கள் கடன்கள் போக மீதம் உள்ளது.',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'கணக்கு, நிறுவனச் சட்டத்தில் தொழில்முறைத் தகுதிகள்: பட்டயக் கணக்காளர், நிறுவனச் செயலர், செலவுக் கணக்காளர்.',
} satisfies Translation<typeof en>;

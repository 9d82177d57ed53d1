import type en from '../../en/ui/common.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings every page shares: header, menus, footer, language switcher, not-found page, shared widgets. */
export default {
  'skip.toContent': 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ',
  'nav.label': 'ಮುಖ್ಯ',
  'nav.home': 'ಮುಖಪುಟ',
  'nav.about': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'nav.contact': 'ಸಂಪರ್ಕಿಸಿ',
  'nav.hub': 'ಎಲ್ಲಾ ಬ್ರಾಂಡ್‌ಗಳನ್ನು ಹೋಲಿಸಿ',
  'nav.menu': 'ಮೆನು',
  'nav.guides': 'ಡೀಲರ್‌ಶಿಪ್ ಮಾರ್ಗದರ್ಶಿಗಳು',
  'nav.call': 'ಕರೆ ಮಾಡಿ',
  'nav.language': 'ಭಾಷೆ',
  'footer.phone': 'ಫೋನ್:',
  'footer.support': 'ನೆರವು:',
  'footer.pages': 'ಪುಟಗಳು',
  'footer.dealershipGuide': 'ಡೀಲರ್‌ಶಿಪ್ ಮಾರ್ಗದರ್ಶಿ',
  'footer.quickLinks': 'ಉಪಯುಕ್ತ ಲಿಂಕ್‌ಗಳು',
  'footer.follow': 'ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ',
  'footer.followNotSet': 'ಸೋಶಿಯಲ್ ಮೀಡಿಯಾ (ಇನ್ನೂ ಪ್ರೊಫೈಲ್ ಇಲ್ಲ)',
  'footer.onNetwork': '{network} ನಲ್ಲಿ {site}',
  'footer.rights': '© {year} {site}. ಎಲ್ಲಾ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
  'carousel.previous': 'ಹಿಂದಿನ ಸ್ಲೈಡ್',
  'carousel.next': 'ಮುಂದಿನ ಸ್ಲೈಡ್',
  'carousel.slide': '{count}ರಲ್ಲಿ {number}',
  'carousel.goTo': '{number}ನೇ ಸ್ಲೈಡ್‌ಗೆ ಹೋಗಿ',
  'notFound.title': 'ಪುಟ ಸಿಗಲಿಲ್ಲ',
  'notFound.description': 'ನೀವು ಕೇಳಿದ ಪುಟ ಈ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ.',
  'notFound.eyebrow': 'ದೋಷ 404',
  'notFound.lead': 'ನೀವು ಕೇಳಿದ ಪುಟ ಇಲ್ಲ. ಅದನ್ನು ಬೇರೆ ಕಡೆಗೆ ಸರಿಸಿರಬಹುದು, ಅಥವಾ ವಿಳಾಸ ತಪ್ಪಾಗಿ ಟೈಪ್ ಆಗಿರಬಹುದು.',
  'notFound.home': 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
  'notFound.contact': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'translation.missing': 'ಈ ಪುಟ ಇನ್ನೂ ಕನ್ನಡಕ್ಕೆ ಅನುವಾದ ಆಗಿಲ್ಲ. ಅನುವಾದ ಆಗುವವರೆಗೆ ಇದನ್ನು ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ತೋರಿಸಲಾಗಿದೆ.',
  'link.newTab': '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
  'link.eligibility': 'ನಿಮ್ಮ ಅರ್ಹತೆಯನ್ನು ನೀವೇ ಪರಿಶೀಲಿಸಿ',
  'social.profile.description': 'ನಮ್ಮ {network} ಪ್ರೊಫೈಲ್.',
  'social.profile.lead': 'ನಿಮ್ಮನ್ನು ನಮ್ಮ {network} ಪ್ರೊಫೈಲ್‌ಗೆ ಕರೆದೊಯ್ಯುತ್ತಿದ್ದೇವೆ.',
  'social.profile.heading': 'ಏನೂ ಆಗದಿದ್ದರೆ',
  'social.profile.paragraph': 'ಕೆಳಗಿನ ಲಿಂಕ್ ಒತ್ತಿ ನಮ್ಮ {network} ಪ್ರೊಫೈಲ್ ತೆರೆಯಿರಿ.',
  'social.none.description':
    '{site} ಗೆ ಇನ್ನೂ ಯಾವುದೇ {network} ಪ್ರೊಫೈಲ್ ಲಿಂಕ್ ಮಾಡಿಲ್ಲ. ಸಂಪರ್ಕ ಫಾರ್ಮ್, ಫೋನ್ ಅಥವಾ ಇ-ಮೇಲ್ ಮೂಲಕ ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ.',
  'social.none.lead': 'ಇಲ್ಲಿ ಲಿಂಕ್ ಕೊಡಲು ನಮಗೆ ಇನ್ನೂ {network} ಪ್ರೊಫೈಲ್ ಇಲ್ಲ.',
  'social.none.heading': 'ಬೇರೆ ರೀತಿಯಲ್ಲಿ ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'social.none.paragraph': 'ಸಂಪರ್ಕ ಫಾರ್ಮ್ ಮೂಲಕ ನಮಗೆ ವಿನಂತಿ ಕಳಿಸಿ, ಅಥವಾ ನೇರವಾಗಿ ಕರೆ ಮಾಡಿ ಇಲ್ಲವೇ ಬರೆಯಿರಿ.',
  'social.contactTeam': 'ನಮ್ಮ ತಂಡವನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'social.call': '{phone} ಗೆ ಕರೆ ಮಾಡಿ',
  'social.email': '{email} ಗೆ ಇ-ಮೇಲ್ ಮಾಡಿ',

  'terms.title': 'ಈ ಪುಟದಲ್ಲಿ ಬಳಸಿದ ಪದಗಳು',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'ಹೂಡಿಕೆಯ ಮೇಲಿನ ಆದಾಯ: ಬಂಕ್‌ಗೆ ಹಾಕಿದ ಹಣಕ್ಕೆ ಎಷ್ಟು ಆದಾಯ ಮರಳಿ ಬರುತ್ತದೆ ಎಂಬುದು, ಆ ಹಣದ ಶೇಕಡಾವಾರು ರೂಪದಲ್ಲಿ. ಇಲ್ಲಿನ ಅಂಕಿಅಂಶಗಳು 2025ರವು; ಬ್ರಾಂಡ್‌ನ ಯಾವುದೇ ದಾಖಲೆಯ ಜೊತೆ ಅವನ್ನು ಪರಿಶೀಲಿಸಿಲ್ಲ. ಬಂಕ್‌ನ ಗಳಿಕೆ ಅದರ ಮಾರಾಟವನ್ನು ಅವಲಂಬಿಸಿದೆ; ಲಾಭ ಬರುತ್ತದೆ ಎಂದು ಯಾರೂ ಭರವಸೆ ಕೊಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means':
    'ಪರಿಶಿಷ್ಟ ಜಾತಿ ಮತ್ತು ಪರಿಶಿಷ್ಟ ಪಂಗಡ. ಕೆಲವು ಬ್ರಾಂಡ್‌ಗಳು ತಮ್ಮ ಡೀಲರ್‌ಶಿಪ್‌ಗಳಲ್ಲಿ ನಿಗದಿತ ಭಾಗವನ್ನು ಇವರಿಗೆ ಮೀಸಲಿಡುತ್ತವೆ (ಕೋಟಾ); ಇನ್ನು ಕೆಲವು ಬ್ರಾಂಡ್‌ಗಳು ಇವರಿಗೆ ಆದ್ಯತೆ ಮಾತ್ರ ಕೊಡುತ್ತವೆ. ಪ್ರತಿ ಬ್ರಾಂಡ್‌ನ ನಿಯಮ ಅದರ ಪುಟದಲ್ಲಿದೆ.',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'ಇತರ ಹಿಂದುಳಿದ ವರ್ಗಗಳು: ಸರ್ಕಾರದ ಪಟ್ಟಿಯ ಒಂದು ವರ್ಗ; ಕೆಲವು ಬ್ರಾಂಡ್‌ಗಳು ಇವರಿಗೆ ಆದ್ಯತೆ ಕೊಡುತ್ತವೆ, ಅಥವಾ ತಮ್ಮ ಕೆಲವು ಡೀಲರ್‌ಶಿಪ್‌ಗಳನ್ನು ಇವರಿಗಾಗಿ ಮೀಸಲಿಡುತ್ತವೆ (ಕೋಟಾ).',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'ನಿರಾಕ್ಷೇಪಣಾ ಪತ್ರ: ಅಗ್ನಿಶಾಮಕ ದಳ, ಮಾಲಿನ್ಯ ನಿಯಂತ್ರಣ ಅಥವಾ ನಗರಸಭೆಯಂತಹ ಕಚೇರಿ, ಬಂಕ್‌ಗೆ ಆಕ್ಷೇಪ ಇಲ್ಲ ಎಂದು ಕೊಡುವ ಪತ್ರ.',
  'terms.ev': 'EV',
  'terms.ev.means': 'ವಿದ್ಯುತ್ ವಾಹನ. EV ಸ್ಥಳದಲ್ಲಿ ವಿದ್ಯುತ್ ಕಾರು, ಬೈಕ್‌ಗಳಿಗೆ ಚಾರ್ಜರ್‌ಗಳು ಇರುತ್ತವೆ.',
  'terms.netWorth': 'ನಿವ್ವಳ ಆಸ್ತಿ ಮೌಲ್ಯ',
  'terms.netWorth.means':
    'ನಿಮ್ಮ ಬಳಿ ಇರುವ ಆಸ್ತಿಯ (ಜಮೀನು, ಉಳಿತಾಯ, ಚಿನ್ನ) ಒಟ್ಟು ಮೌಲ್ಯದಿಂದ ನೀವು ತೀರಿಸಬೇಕಾದ ಸಾಲವನ್ನು ಕಳೆದರೆ ಉಳಿಯುವ ಮೊತ್ತ.',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'ಲೆಕ್ಕಪತ್ರ ಮತ್ತು ಕಂಪನಿ ಕಾನೂನಿನ ವೃತ್ತಿಪರ ಅರ್ಹತೆಗಳು: ಚಾರ್ಟರ್ಡ್ ಅಕೌಂಟೆಂಟ್, ಕಂಪನಿ ಸೆಕ್ರೆಟರಿ ಮತ್ತು ಕಾಸ್ಟ್ ಅಕೌಂಟೆಂಟ್.',
  'figures.sample': 'ಮಾದರಿ ಅಂಕಿಗಳು, ಇನ್ನೂ ಖಚಿತಪಡಿಸಿಲ್ಲ.',
  'figures.sampleClaim': 'ಮಾದರಿ ಹೇಳಿಕೆ, ಇನ್ನೂ ಖಚಿತಪಡಿಸಿಲ್ಲ.',
} satisfies Translation<typeof en>;

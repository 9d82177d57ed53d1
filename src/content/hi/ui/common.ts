import type en from '../../en/ui/common.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings every page shares: header, menus, footer, language switcher, not-found page, shared widgets. */
export default {
  'skip.toContent': 'मुख्य हिस्से पर जाएँ',
  'nav.label': 'मुख्य',
  'nav.home': 'होम',
  'nav.about': 'हमारे बारे में',
  'nav.contact': 'संपर्क',
  'nav.hub': 'सभी ब्रांड की तुलना करें',
  'nav.menu': 'मेन्यू',
  'nav.guides': 'डीलरशिप गाइड',
  'nav.call': 'कॉल करें',
  'nav.language': 'भाषा',
  'footer.phone': 'फ़ोन:',
  'footer.support': 'मदद:',
  'footer.pages': 'पेज',
  'footer.dealershipGuide': 'डीलरशिप गाइड',
  'footer.quickLinks': 'ज़रूरी लिंक',
  'footer.follow': 'हमें फ़ॉलो करें',
  'footer.followNotSet': 'सोशल मीडिया (अभी कोई प्रोफ़ाइल नहीं है)',
  'footer.onNetwork': '{network} पर {site}',
  'footer.rights': '© {year} {site}। सभी अधिकार सुरक्षित।',
  'carousel.previous': 'पिछली स्लाइड',
  'carousel.next': 'अगली स्लाइड',
  'carousel.slide': '{count} में से {number}',
  'carousel.goTo': 'स्लाइड {number} पर जाएँ',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.description': 'आपने जो पेज माँगा, वह इस साइट पर नहीं है।',
  'notFound.eyebrow': 'एरर 404',
  'notFound.lead':
    'आपने जो पेज माँगा, वह मौजूद नहीं है। हो सकता है वह कहीं और चला गया हो, या वेब पता लिखने में गलती हो गई हो।',
  'notFound.home': 'होम पेज पर जाएँ',
  'notFound.contact': 'हमसे संपर्क करें',
  'translation.missing':
    'इस पेज का अभी आपकी भाषा में अनुवाद नहीं हुआ है। जब तक अनुवाद नहीं होता, यह अंग्रेज़ी में दिखाया जा रहा है।',
  'link.newTab': '(नए टैब में खुलता है)',
  'link.eligibility': 'अपनी योग्यता जाँचें',
  'social.profile.description': 'हमारी {network} प्रोफ़ाइल।',
  'social.profile.lead': 'आपको हमारी {network} प्रोफ़ाइल पर ले जा रहे हैं।',
  'social.profile.heading': 'अगर पेज अपने-आप न खुले',
  'social.profile.paragraph': 'नीचे दिए लिंक से हमारी {network} प्रोफ़ाइल खोलें।',
  'social.none.description':
    '{site} की अभी कोई {network} प्रोफ़ाइल यहाँ जुड़ी नहीं है। संपर्क फ़ॉर्म, फ़ोन या ई-मेल से हमसे बात करें।',
  'social.none.lead': 'अभी हमारी कोई {network} प्रोफ़ाइल नहीं है, जिसका लिंक यहाँ दे सकें।',
  'social.none.heading': 'हमसे दूसरे तरीके से संपर्क करें',
  'social.none.paragraph': 'संपर्क फ़ॉर्म से हमें रिक्वेस्ट भेजें, या सीधे हमें कॉल करें या लिखें।',
  'social.contactTeam': 'हमारी टीम से संपर्क करें',
  'social.call': '{phone} पर कॉल करें',
  'social.email': '{email} पर ई-मेल करें',

  'terms.title': 'इस पेज के कुछ शब्दों का मतलब',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'निवेश पर रिटर्न: आउटलेट में लगाया गया पैसा कितना पैसा वापस लाता है, लगाए गए पैसे के प्रतिशत (%) में। यहाँ के आँकड़े 2025 के हैं, और इन्हें ब्रांड के किसी दस्तावेज़ से जाँचा नहीं गया है। आउटलेट की कमाई उसकी बिक्री पर निर्भर करती है; मुनाफ़े का वादा कोई नहीं कर सकता।',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means':
    'अनुसूचित जाति और अनुसूचित जनजाति। कुछ ब्रांड अपनी डीलरशिप का एक तय हिस्सा इन वर्गों के लिए रखते हैं (कोटा); बाकी ब्रांड इन्हें सिर्फ़ प्राथमिकता देते हैं। हर ब्रांड का अपना नियम उसके पेज पर दिया गया है।',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'अन्य पिछड़ा वर्ग: सरकार की सूची का एक वर्ग; कुछ ब्रांड इस वर्ग को प्राथमिकता देते हैं, या अपनी कुछ डीलरशिप इस वर्ग के लिए अलग रखते हैं (कोटा)।',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'अनापत्ति प्रमाणपत्र: किसी दफ़्तर (फ़ायर विभाग, प्रदूषण नियंत्रण या नगरपालिका) का पत्र कि उसे आउटलेट पर कोई आपत्ति नहीं है।',
  'terms.ev': 'EV',
  'terms.ev.means':
    'इलेक्ट्रिक गाड़ी। EV वाली जगह पर बिजली से चलने वाली कारों और बाइकों के लिए चार्जर होते हैं।',
  'terms.netWorth': 'नेट वर्थ',
  'terms.netWorth.means': 'आपके पास जो है (ज़मीन, बचत, सोना), उसमें से आपका कर्ज़ घटाकर जो बचता है।',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'हिसाब-किताब और कंपनी कानून की प्रोफ़ेशनल पढ़ाई: चार्टर्ड अकाउंटेंट, कंपनी सेक्रेटरी और कॉस्ट अकाउंटेंट।',
  'figures.sample': 'नमूना आँकड़े, अभी पक्के नहीं किए गए।',
  'figures.sampleClaim': 'नमूना दावा, अभी पक्का नहीं किया गया।',
} satisfies Translation<typeof en>;

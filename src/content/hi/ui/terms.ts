import type en from '../../en/ui/terms.ts';
import type { Translation } from '../../../i18n/ui.ts';

/** Hindi words of "Words used on this page" (see the English part). */
export default {
  'terms.title': 'इस पेज पर आए शब्द',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'निवेश पर रिटर्न: आउटलेट में लगाए पैसे का कितना हिस्सा वापस आता है, जैसा ब्रांड बताता है। यह ब्रांड का आंकड़ा है, कोई वादा नहीं।',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means':
    'अनुसूचित जाति और अनुसूचित जनजाति: वे वर्ग जिनके लिए डीलरशिप का एक हिस्सा आरक्षित होता है।',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'अन्य पिछड़ा वर्ग: सरकार की सूची का एक वर्ग; कुछ ब्रांड इसे प्राथमिकता या डीलरशिप का हिस्सा देते हैं।',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'अनापत्ति प्रमाणपत्र: किसी दफ़्तर (फ़ायर विभाग, प्रदूषण नियंत्रण या नगर पालिका) का पत्र कि उसे आउटलेट पर कोई आपत्ति नहीं है।',
  'terms.ev': 'EV',
  'terms.ev.means':
    'इलेक्ट्रिक गाड़ी। EV वाली जगह पर बिजली से चलने वाली कारों और बाइकों के लिए चार्जर होते हैं।',
  'terms.netWorth': 'नेट वर्थ',
  'terms.netWorth.means': 'आपके पास जो है (ज़मीन, बचत, सोना), उसमें से आपका कर्ज़ घटाकर जो बचता है।',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'हिसाब-किताब और कंपनी कानून की प्रोफ़ेशनल पढ़ाई: चार्टर्ड अकाउंटेंट, कंपनी सेक्रेटरी और कॉस्ट अकाउंटेंट।',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/dealers.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the five brand dealership guides: labels, badges, headings and sentences around each brand's content. */
export default {
  'dealers.guidanceFee': 'हमारी सलाह का खर्च:',

  'dealers.status.open': 'खुला',
  'dealers.status.closed': 'बंद',
  'dealers.status.ongoing': 'चालू बताया गया था',
  'dealers.status.unconfirmed': 'आख़िरी तारीख़ नहीं बताई गई',

  'dealers.site.rural': 'ग्रामीण',
  'dealers.site.urban': 'शहरी',
  'dealers.site.highway': 'हाईवे',
  'dealers.siteName.rural': 'ग्रामीण',
  'dealers.siteName.urban': 'शहरी',
  'dealers.siteName.highway': 'हाईवे',

  'dealers.group.scSt': 'SC/ST (अनुसूचित जाति/अनुसूचित जनजाति)',
  'dealers.group.obc': 'OBC (अन्य पिछड़ा वर्ग)',
  'dealers.group.women': 'महिलाएँ',
  'dealers.group.exServicemen': 'पूर्व सैनिक',
  'dealers.group.experience': 'अनुभवी आवेदक',
  'dealers.reservation.quotaShare': '{group} – {percent}% कोटा',
  'dealers.reservation.quota': '{group} – कोटा',
  'dealers.reservation.preference': '{group} – प्राथमिकता',

  'dealers.figuresAsOf': '{date} तक के आँकड़े',
  'dealers.stale':
    'ये आँकड़े {date} के हैं, यानी एक साल से ज़्यादा पुराने। हो सकता है ये बदल गए हों। कोई फ़ैसला लेने से पहले इन्हें आधिकारिक पोर्टल पर जाँच लें:',
  'dealers.hero.outlets': 'आउटलेट (पेट्रोल पंप)',
  'dealers.hero.qualifiedOutlets': '{qualifier} आउटलेट (पेट्रोल पंप)',
  'dealers.hero.roi': 'निवेश पर रिटर्न (ROI): 2025 का आँकड़ा, ब्रांड से जाँचा नहीं गया',
  'dealers.hero.averageRoi': 'निवेश पर औसत रिटर्न (ROI): 2025 का आँकड़ा, ब्रांड से जाँचा नहीं गया',
  'dealers.hero.roiOver':
    'आउटलेट को {period} चलाने पर (यह हर साल का है या पूरे समय का कुल, यह नहीं बताया गया); कमाई बिक्री पर निर्भर है; यह कोई वादा नहीं',
  'dealers.hero.roiNoPeriod':
    'कितने समय में, यह नहीं बताया गया; कमाई बिक्री पर निर्भर है; यह कोई वादा नहीं',
  'dealers.hero.target': '{brand} के मुताबिक़ उसकी योजना {count} आउटलेट की है ({date} तक की जानकारी)',
  'dealers.hero.ongoing': 'आवेदन: ब्रांड की सूची में चालू बताए गए थे। अभी की स्थिति आधिकारिक पोर्टल पर देखें।',
  'dealers.hero.open': '{date} तक आवेदन खुले हैं।',
  'dealers.hero.closed': 'आवेदन {date} तक ही खुले थे; यह आख़िरी तारीख़ निकल चुकी है।',
  'dealers.hero.allClosed': 'यहाँ दिए गए सभी मौके बंद हो चुके हैं; इनमें सबसे आख़िरी तारीख़ {date} थी।',

  'dealers.why.title': '{brand} की ख़ास बातें, और कौन आवेदन कर सकता है',
  'dealers.whyTabs.label': '{brand}: ख़ास बातें और योग्यता',
  'dealers.why.scrollRegion': '{title}: और देखने के लिए दाएँ-बाएँ स्क्रॉल करें',
  'dealers.why.scrollHint': '{count} कारण: और देखने के लिए दाएँ-बाएँ स्क्रॉल करें',
  'dealers.notStated': 'जानकारी नहीं दी गई।',

  'dealers.eligibility.title': 'योग्यता',
  'dealers.eligibility.age': 'उम्र',
  'dealers.eligibility.citizenship': 'नागरिकता',
  'dealers.eligibility.record': 'रिकॉर्ड',
  'dealers.eligibility.education': 'पढ़ाई',
  'dealers.eligibility.financialProof': 'पैसों से जुड़े सबूत',
  'dealers.eligibility.priorDealership': 'पहले की डीलरशिप',
  'dealers.eligibility.required': 'ज़रूरी',
  'dealers.eligibility.notNeeded': 'ज़रूरी नहीं',
  'dealers.eligibility.land': 'ज़मीन',
  'dealers.eligibility.clearances': 'मंज़ूरियाँ',
  'dealers.eligibility.unstated':
    'उम्र, पढ़ाई और पैसों जैसी निजी शर्तें हमें मिली जानकारी में नहीं बताई गई हैं। {portal} पर हर विज्ञापन में ये शर्तें लिखी होती हैं।',
  'dealers.reservations': 'कोटा और प्राथमिकता',

  'dealers.land.title': 'ज़मीन की शर्तें',
  'dealers.land.plotArea': 'प्लॉट का साइज़',
  'dealers.land.frontage': 'सड़क की तरफ़ चौड़ाई (फ़्रंटेज)',
  'dealers.land.ownedOrLeased': 'अपनी ज़मीन, या {years} की लीज़ (पट्टे) पर ली गई ज़मीन',
  'dealers.land.lease': '{years} की लीज़ (पट्टा)',
  'dealers.land.tenure': 'ज़मीन पर हक़:',
  'dealers.land.clearances': 'मंज़ूरियाँ:',

  'dealers.investment.title': 'निवेश',
  'dealers.investment.titleYear': 'निवेश ({year})',
  'dealers.investment.finance': 'लोन:',
  'dealers.investment.partsDisagree':
    '{brand} के अपने आँकड़े आपस में मेल नहीं खाते: उसकी जमा राशि, ज़मीन और निर्माण का खर्च जोड़ें तो {parts} होता है, पर वह कुल निवेश {total} बताता है। {brand} से पूछें कि सही आँकड़ा कौन-सा है।',
  'dealers.investment.partsBelow':
    '{brand} की जमा राशि, ज़मीन और निर्माण का खर्च जोड़ें तो {parts} होता है, जो उसके बताए कुल निवेश {total} से कम है; बाकी पैसा किस चीज़ के लिए है, यह यहाँ नहीं बताया गया। {brand} से पूछें।',

  'dealers.steps.title': '{brand} पेट्रोल पंप खोलने के {count} कदम',
  'dealers.steps.list': 'कदम',
  'dealers.steps.step': 'कदम {number}',
  'dealers.steps.afterSelection': '(सिर्फ़ तब, जब {brand} आपको चुने)',
  'dealers.steps.fee': 'आवेदन फ़ीस, जो आधिकारिक पोर्टल पर भरी जाती है: {fee}',
  'dealers.steps.time': '{time}, {brand} के बताए अनुसार; यह कोई वादा नहीं',

  'dealers.openings.intro':
    'ये मौके {asOf} तक की सूची के हैं। आख़िरी तारीख़ें {today} के हिसाब से जाँची गई हैं, जिस दिन यह पेज बना था। आवेदन करने से पहले हर मौके को आधिकारिक पोर्टल पर जाँच लें।',
  'dealers.openings.closed': 'आख़िरी तारीख़ निकल गई: {date}',
  'dealers.openings.open': '{date} तक आवेदन करें',
  'dealers.openings.ongoing':
    '{date} की सूची में चालू बताया गया था, कोई आख़िरी तारीख़ नहीं दी गई; पता नहीं कि अब भी खुला है या नहीं',
  'dealers.openings.unconfirmed': 'तारीख़ें आधिकारिक पोर्टल पर देखें',
  'dealers.openings.when': 'कब निकला',
  'dealers.openings.sites': 'जगहें',
  'dealers.openings.siteKinds': '{kinds} जगहें',
  'dealers.openings.siteCount': '{count} {kinds} जगहें',
  'dealers.openings.fee': 'आवेदन फ़ीस',
  'dealers.openings.note': 'ध्यान दें',

  'dealers.jointVenture.title': 'कंपनी के बारे में',
  'dealers.jointVenture.text':
    '{brand} एक जॉइंट वेंचर (दो कंपनियों की साझा कंपनी) है, जिसमें दोनों की हिस्सेदारी {split} है। यह जानकारी {date} तक की है।',

  'dealers.cta.title': 'क्या आप {brand} डीलरशिप के बारे में सोच रहे हैं?',
  'dealers.cta.intro':
    'हमें अपनी ज़मीन और अपनी योजना के बारे में बताएँ। हम हर कदम समझाएँगे; आवेदन आप खुद आधिकारिक पोर्टल पर करेंगे।',
  'dealers.cta.note':
    'यह बटन हमारा ({site} का) सलाह फ़ॉर्म खोलता है, {brand} का फ़ॉर्म नहीं। {brand} डीलरशिप का आवेदन सिर्फ़ उसके आधिकारिक पोर्टल पर किया जाता है।',
  'dealers.cta.confirm':
    'फ़ीस, मौके और शर्तें बदलती रहती हैं। अभी के आँकड़े आधिकारिक पोर्टल पर जाँचें और आवेदन वहीं करें। आवेदन फ़ीस कभी भी किसी दूसरी साइट से न भरें।',
  'dealers.cta.portals': 'आधिकारिक पोर्टल',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/hub.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the dealership hub comparing the five brands (the self-check has selfcheck.ts). */
export default {
  'hub.title': 'पेट्रोल पंप डीलरशिप की तुलना करें',
  'hub.description':
    '{brands} की डीलरशिप एक साथ, अपनी योग्यता की जाँच, ब्रांड के बताए मौके, और धोखाधड़ी से कैसे बचें।',
  'hub.lead':
    '{brands}: हर ब्रांड क्या माँगता है, एक साथ। साथ में योग्यता की जाँच और ब्रांडों के बताए मौके। आँकड़े वैसे ही हैं जैसे ब्रांडों ने बताए थे, और साथ में लिखा है कि वे किस तारीख़ तक के हैं। निवेश पर रिटर्न (ROI) के आँकड़े ब्रांडों से जाँचे नहीं गए हैं।',

  'hub.compare.title': 'सभी ब्रांड एक साथ',
  'hub.compare.intro':
    'पहले खर्च की तुलना (कुल निवेश, जमा राशि, आवेदन फ़ीस), फिर बाकी सारे आँकड़े। किसी ब्रांड की पूरी गाइड देखने के लिए उसे चुनें।',
  'hub.compare.caption': 'हर ब्रांड की डीलरशिप की शर्तें, जैसी ब्रांडों ने बताई थीं',
  'hub.stale':
    'एक साल से पुराने आँकड़े: {brands}। हो सकता है ये बदल गए हों। कोई फ़ैसला लेने से पहले हर ब्रांड के आधिकारिक पोर्टल पर जाँच लें।',

  'hub.table.scrollHint': '{count} कॉलम: और देखने के लिए टेबल को दाएँ-बाएँ स्क्रॉल करें',
  'hub.table.brand': 'ब्रांड',
  'hub.table.officialSite': 'आधिकारिक वेबसाइट',
  'hub.column.investment': 'कुल निवेश',
  'hub.column.deposit': 'जमा राशि',
  'hub.column.landRural': 'ज़मीन (ग्रामीण)',
  'hub.column.landUrban': 'ज़मीन (शहरी)',
  'hub.column.landHighway': 'ज़मीन (हाईवे)',
  'hub.column.fee': 'आवेदन फ़ीस',
  'hub.column.outlets': 'आउटलेट',
  'hub.column.roi': 'निवेश पर रिटर्न, ROI (2025 के आँकड़े, ब्रांडों से जाँचे नहीं गए)',
  'hub.column.lease': 'अपनी या लीज़ (पट्टे) की ज़मीन',
  'hub.column.age': 'उम्र',
  'hub.column.education': 'पढ़ाई',
  'hub.column.quotas': 'कोटा और प्राथमिकता',
  'hub.column.selection': 'चयन में लगने वाला समय, ब्रांड के मुताबिक़ (वादा नहीं)',
  'hub.column.asOf': 'आँकड़े किस तारीख़ तक के',
  'hub.notStated': 'जानकारी नहीं दी गई',
  'hub.cell.frontage': 'सड़क की तरफ़ {range} चौड़ाई',
  'hub.cell.frontageNotStated': 'सड़क की तरफ़ चौड़ाई नहीं बताई गई',
  'hub.cell.labelled': '{label} जगह: {figures}',
  'hub.cell.ownedOrLeased': 'अपनी ज़मीन, या {years} की लीज़',
  'hub.cell.leased': 'लीज़ पर, {years} के लिए',
  'hub.cell.roiAverage': 'औसत {range}, कितने समय में, यह नहीं बताया गया',
  'hub.cell.roiOver': '{period} में {range}',
  'hub.cell.roiAverageOver': '{period} में औसत {range}',
  'hub.cell.outlets': '{count} ({qualifier})',
  'hub.cell.roi': '{range}, कितने समय में, यह नहीं बताया गया',
  'hub.sort.ascending': 'अब {column} के हिसाब से, सबसे कम से सबसे ज़्यादा: {brands}।',
  'hub.sort.descending': 'अब {column} के हिसाब से, सबसे ज़्यादा से सबसे कम: {brands}।',
  'hub.sort.investment': 'कुल निवेश',
  'hub.sort.roi': 'निवेश पर रिटर्न (ROI)',

  'hub.bars.caption':
    'कुल निवेश (हल्की पट्टी), जमा राशि (गहरी पट्टी) और आवेदन फ़ीस (गहरा निशान), सब {from} से {to} तक के एक ही पैमाने पर। फ़ीस इतनी कम है कि उसके निशान शुरू में ही दिखते हैं।',
  'hub.bars.figures': 'कुल: {total}; जमा राशि: {deposit}; आधिकारिक पोर्टल पर आवेदन फ़ीस: {fee}',
  'hub.bars.notStated': 'जानकारी नहीं दी गई',

  'hub.eligibility.intro':
    'अपनी उम्र, पढ़ाई, ज़मीन (एकड़, सेंट या वर्ग मीटर में; सेंट एकड़ का सौवाँ हिस्सा है) और पैसे को हर ब्रांड की शर्तों से मिलाएँ। जिस ब्रांड की शर्तों से आपकी जानकारी सबसे ज़्यादा मेल खाती है, वह सबसे पहले दिखेगा।',
  'hub.eligibility.start': 'योग्यता की जाँच शुरू करें',

  'hub.openings.title': 'सारे मौके एक नज़र में',
  'hub.openings.intro':
    'ब्रांडों ने 2025 में जो मौके बताए थे; जो बंद नहीं बताए गए, वे पहले। हर आख़िरी तारीख़ को {date} से मिलाकर देखा गया है, जिस दिन यह पेज बना था; कोई भी मौका अभी खुला है, यह पक्का नहीं। आवेदन से पहले आधिकारिक पोर्टल पर देख लें।',
  'hub.openings.announced': 'कब निकला',
  'hub.openings.deadline': 'आख़िरी तारीख़',
  'hub.openings.noDeadline': 'नहीं बताई गई: आधिकारिक पोर्टल पर देखें',
  'hub.openings.ongoingAsOf': '{date} की सूची में चालू बताया गया था; पता नहीं कि अब भी खुला है या नहीं',
  'hub.openings.sites': '{sites} जगहें',
  'hub.openings.countedSites': '{count} {sites} जगहें',
  'hub.openings.fee': 'आधिकारिक पोर्टल पर आवेदन फ़ीस: {fee}',

  'hub.trust.title': 'सुरक्षित आवेदन करें: डीलर सिर्फ़ तेल कंपनियाँ चुनती हैं',
  'hub.trust.independent':
    '{site} एक अलग, स्वतंत्र कारोबार है; हम किसी तेल कंपनी का हिस्सा नहीं हैं। हम किसी भी तेल कंपनी के एजेंट नहीं हैं। कोई भी, हम भी नहीं, आपको डीलरशिप मिलने की गारंटी नहीं दे सकता।',
  'hub.trust.portals': 'डीलर सिर्फ़ तेल कंपनियों के अपने तरीके से और उनके आधिकारिक पोर्टल से चुने जाते हैं:',
  'hub.trust.usedBy': '({brands} के लिए डीलर चयन)',
  'hub.trust.neverPay': '“मंज़ूरी” के नाम पर किसी व्यक्ति को, या किसी के निजी खाते में, कभी कोई फ़ीस न भरें।',
  'hub.trust.lookAlike':
    'असली जैसी दिखने वाली नकली वेबसाइटें और मंज़ूरी के नकली पत्र भी होते हैं। हर वेब पता और हर पत्र ऊपर दिए आधिकारिक पोर्टल से मिलाकर जाँचें।',
  'hub.trust.report':
    'अगर धोखाधड़ी का शक हो, तो राष्ट्रीय साइबर क्राइम हेल्पलाइन {helpline} पर कॉल करें, या {portal} पर शिकायत करें।',
} satisfies Translation<typeof en>;

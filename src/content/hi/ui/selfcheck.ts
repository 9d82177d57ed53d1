import type en from '../../en/ui/selfcheck.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the eligibility self-check: its form, its result and its composed sentences. */
export default {
  'eligibilityPage.title': 'पेट्रोल पंप डीलरशिप: अपनी योग्यता जाँचें',
  'eligibilityPage.description':
    '{brands} की शर्तों से अपनी उम्र, पढ़ाई, ज़मीन और पैसे को मिलाकर देखें। ज़मीन एकड़, सेंट, गुंठा या वर्ग मीटर में भरें।',
  'eligibilityPage.heading': 'अपनी योग्यता जाँचें',
  'eligibilityPage.lead':
    'यह सिर्फ़ एक गाइड है, फ़ैसला नहीं: किसे चुना जाएगा, यह सिर्फ़ तेल कंपनियाँ तय करती हैं। यह जाँच आपके ब्राउज़र में चलती है, और आप जो भी भरते हैं, उसमें से हम कुछ भी अपने पास नहीं रखते। आपके जवाब इस पेज के वेब पते (लिंक) में रहते हैं, ताकि आप अपना नतीजा दूसरों को भेज सकें: आप जिसे भी यह लिंक भेजेंगे, वह आपके सारे जवाब देख सकेगा, आपकी श्रेणी और आपके पैसे की जानकारी भी।',
  'eligibilityPage.section': 'आपके जवाब, और हर ब्रांड के हिसाब से नतीजा',
  'eligibilityPage.noscript':
    'योग्यता की जाँच के लिए JavaScript चालू होना चाहिए, पर वह बंद है। {hub} पेज पर हर ब्रांड के आँकड़े दिए हैं, जिनसे आप खुद मिलाकर देख सकते हैं।',
  'eligibility.form.label': 'आपकी जानकारी',
  'eligibility.form.legend': 'आप, आपकी ज़मीन और आपका पैसा',
  'eligibility.form.age': 'आपकी उम्र (साल)',
  'eligibility.form.choose': 'चुनें',
  'eligibility.form.citizen': 'क्या आप भारत के नागरिक हैं?',
  'eligibility.form.yes': 'हाँ',
  'eligibility.form.no': 'नहीं',
  'eligibility.form.site': 'जगह का प्रकार',
  'eligibility.form.area': 'ज़मीन का साइज़',
  'eligibility.form.areaHint': 'आपके प्लॉट का साइज़',
  'eligibility.form.unit': 'यूनिट',
  'eligibility.form.unitHint': '{acre} = {cents} = {guntas} = लगभग {sqm}',
  'eligibility.form.frontage': 'सड़क की तरफ़ चौड़ाई (मीटर)',
  'eligibility.form.land': 'ज़मीन अपनी है या लीज़ (पट्टे) पर?',
  'eligibility.form.owned': 'अपनी',
  'eligibility.form.leased': 'लीज़ पर',
  'eligibility.form.lease': 'लीज़ कितने साल की है',
  'eligibility.form.leaseHint': 'सिर्फ़ तब भरें, जब ज़मीन लीज़ पर हो',
  'eligibility.form.categories': 'आप पर लागू होने वाली श्रेणियाँ',
  'eligibility.form.funds': 'आपके पास कितना पैसा है (लाख में)',
  'eligibility.form.fundsHint':
    'सिर्फ़ वही पैसा लिखें जो अभी आपके पास है: जो कर्ज़ अभी मिला नहीं, उसे न जोड़ें। जैसे, {amount} हों तो {lakh} लिखें',
  'eligibility.form.submit': 'मेरा नतीजा दिखाएँ',
  'eligibility.form.clear': 'जवाब मिटाएँ',
  'eligibility.level.below10': '10वीं पास से कम',
  'eligibility.level.class10': '10वीं पास',
  'eligibility.level.class12': '12वीं पास',
  'eligibility.level.diploma': 'डिप्लोमा (जैसे इंजीनियरिंग)',
  'eligibility.level.graduate': 'ग्रेजुएट या प्रोफ़ेशनल डिग्री (जैसे CA, CS, ICWA)',
  'eligibility.result.title': 'आपका नतीजा',
  'eligibility.result.empty':
    'ऊपर किसी भी सवाल का जवाब दें। फिर यहाँ दिखेगा कि हर ब्रांड की शर्तों पर आप कहाँ खड़े हैं।',
  'eligibility.closest.title': 'आपकी जानकारी से सबसे ज़्यादा मेल: {brands}',
  'eligibility.closest.nextLabel': 'अगला कदम:',
  'eligibility.closest.next': 'अभी के मौके देखें और {portal} पर आवेदन करें, या {guide}।',
  'eligibility.closest.titleNone':
    'इन जवाबों के हिसाब से आप किसी ब्रांड की शर्तें पूरी नहीं करते। सबसे ज़्यादा मेल: {brands}',
  'eligibility.closest.nextNone':
    '{brand} के नियम हर नए मौके के साथ बदल सकते हैं, इसलिए उसके अभी के मौकों के नियम {portal} पर देखें।',
  'eligibility.closest.officialPortal': 'आधिकारिक पोर्टल',
  'eligibility.closest.guide': 'अपने {brand} आवेदन के लिए हमसे सलाह लें',
  'eligibility.closest.nextClosed':
    'यहाँ {brand} के जो मौके दिए गए हैं, वे सब बंद हो चुके हैं: अभी कोई मौका खुला है या नहीं, यह {portal} पर देखें।',
  'eligibility.closest.titleSoFar': 'अब तक सबसे ज़्यादा मेल: {brands}',
  'eligibility.closest.titleNoneRuledOut': 'अब तक आपके जवाबों से कोई भी ब्रांड बाहर नहीं होता',
  'eligibility.closest.nextAnswer':
    'ऊपर जिन सवालों के जवाब अभी बाकी हैं ({questions}), उनके जवाब दें, ताकि जाँच ज़्यादा पूरी हो।',
  'eligibility.head.cannotSay':
    'इन जवाबों के साथ यह नहीं कहा जा सकता कि आप किसी ब्रांड की शर्तें पूरी करते हैं',
  'eligibility.closest.nextUnknown': 'किसी को भी पैसे देने से पहले {portal} पर {brand} के अपने नियम पढ़ें।',
  'eligibility.head.notCitizen':
    'जिन ब्रांडों की नागरिकता की शर्त यहाँ दी गई है, वे सभी भारत की नागरिकता माँगते हैं',
  'eligibility.head.notCitizenUnstated':
    'यहाँ {brand} के लिए नागरिकता की कोई शर्त नहीं दी गई है: कोई भी पैसा खर्च करने से पहले {portal} पर उसके नियम पढ़ें।',
  'eligibility.quotas': 'कोटा और प्राथमिकता',
  'eligibility.criterion.citizenship': 'नागरिकता',
  'eligibility.criterion.age': 'उम्र',
  'eligibility.criterion.education': 'पढ़ाई',
  'eligibility.criterion.area': 'ज़मीन का साइज़',
  'eligibility.criterion.frontage': 'सड़क की तरफ़ चौड़ाई',
  'eligibility.criterion.tenure': 'अपनी या लीज़ की ज़मीन',
  'eligibility.criterion.funds': 'पैसा',
  'eligibility.criterionStatus': '{criterion}: {status}।',
  'eligibility.status.meets': 'शर्त पूरी',
  'eligibility.status.fails': 'शर्त पूरी नहीं',
  'eligibility.status.notStated': '{brand} से पूछें',
  'eligibility.status.unanswered': 'जाँचा नहीं गया',
  'eligibility.status.othersExclude': 'शर्त यहाँ नहीं दी गई',
  'eligibility.sites': '{site} जगहों',
  'eligibility.citizenship.notListed': 'यहाँ {brand} के लिए नागरिकता की कोई शर्त नहीं दी गई है।',
  'eligibility.citizenship.ask': 'नागरिकता की शर्त',
  'eligibility.citizenship.unanswered': 'बताएँ कि आप भारत के नागरिक हैं या नहीं।',
  'eligibility.citizenship.meets': '{brand} की शर्त: {rule}। आप भारत के नागरिक हैं।',
  'eligibility.citizenship.fails': '{brand} की शर्त: {rule}। आप भारत के नागरिक नहीं हैं।',
  'eligibility.citizenship.gap': 'भारत की नागरिकता',
  'eligibility.age.notListed': 'यहाँ {brand} के लिए उम्र की कोई सीमा नहीं दी गई है।',
  'eligibility.age.ask': 'उम्र की सीमा',
  'eligibility.age.unanswered': 'अपनी उम्र भरें।',
  'eligibility.age.reason': '{brand} के लिए उम्र {range} होनी चाहिए; आपकी उम्र {age} साल है।',
  'eligibility.age.gap': '{range} की उम्र',
  'eligibility.education.notListed': 'यहाँ {brand} के लिए पढ़ाई की कोई शर्त नहीं दी गई है।',
  'eligibility.education.ask': 'पढ़ाई की शर्त',
  'eligibility.education.chooseSite': 'जगह का प्रकार चुनें: पढ़ाई की शर्त जगह के हिसाब से बदलती है।',
  'eligibility.education.notListedForSite':
    'यहाँ {brand} की {where} के लिए पढ़ाई की कोई शर्त नहीं दी गई है।',
  'eligibility.education.unanswered': 'अपनी पढ़ाई चुनें।',
  'eligibility.education.reason': '{brand} की शर्त: {rule}। आपकी पढ़ाई: {education}।',
  'eligibility.education.limit': '{rule}',
  'eligibility.site.choose': 'जगह का प्रकार चुनें।',
  'eligibility.area.notListed': 'यहाँ {brand} की {where} के लिए प्लॉट का साइज़ नहीं दिया गया है।',
  'eligibility.area.notListedNote':
    'यहाँ {brand} की {where} के लिए प्लॉट का साइज़ नहीं दिया गया है। इन जगहों के बारे में {brand} का कहना है: “{note}”।',
  'eligibility.area.limit': '{where} के लिए {needed}, यानी {equivalent}',
  'eligibility.area.ask': '{where} के लिए प्लॉट का साइज़',
  'eligibility.area.unanswered': 'अपनी ज़मीन का साइज़ भरें।',
  'eligibility.area.reason':
    '{brand} को {where} के लिए {range} ({equivalent}) ज़मीन चाहिए; आपके पास {given} है।',
  'eligibility.area.gap': 'ज़मीन में {short} ({equivalent}) की कमी ({where} के लिए कम से कम {needed})',
  'eligibility.frontage.notListed': 'यहाँ {brand} की {where} के लिए सड़क की तरफ़ चौड़ाई नहीं दी गई है।',
  'eligibility.frontage.notListedNote':
    'यहाँ {brand} की {where} के लिए सड़क की तरफ़ चौड़ाई नहीं दी गई है। इन जगहों के बारे में {brand} का कहना है: “{note}”।',
  'eligibility.frontage.limit': '{where} के लिए सड़क की तरफ़ {needed} चौड़ाई',
  'eligibility.frontage.ask': '{where} के लिए सड़क की तरफ़ चौड़ाई',
  'eligibility.frontage.unanswered': 'सड़क की तरफ़ अपनी ज़मीन की चौड़ाई भरें।',
  'eligibility.frontage.reason':
    '{brand} को {where} के लिए सड़क की तरफ़ {range} चौड़ाई चाहिए; आपकी ज़मीन की चौड़ाई {given} है।',
  'eligibility.frontage.gap':
    'सड़क की तरफ़ {short} ज़्यादा चौड़ाई चाहिए ({where} के लिए कम से कम {needed})',
  'eligibility.tenure.notListed': 'यहाँ {brand} के लिए यह शर्त नहीं दी गई है कि ज़मीन अपनी हो या लीज़ पर।',
  'eligibility.tenure.ask': 'ज़मीन अपनी हो या लीज़ पर',
  'eligibility.tenure.unanswered': 'बताएँ कि ज़मीन आपकी अपनी है या लीज़ पर है।',
  'eligibility.tenure.ownedMeets': '{brand} के लिए अपनी ज़मीन चलती है; आपकी ज़मीन आपकी अपनी है।',
  'eligibility.tenure.leaseOnly':
    '{brand} की जानकारी में सिर्फ़ {years} की लीज़ की बात है; पूछें कि अपनी ज़मीन चलेगी या नहीं।',
  'eligibility.tenure.askOwned': 'अपनी ज़मीन चलेगी या नहीं',
  'eligibility.tenure.leaseUnanswered': 'आपकी लीज़ कितने साल की है, यह भरें।',
  'eligibility.tenure.reason': '{brand} को {years} की लीज़ चाहिए; आपकी लीज़ {lease} की है।',
  'eligibility.tenure.gap': '{years} की लीज़',
  'eligibility.funds.notListed': 'यहाँ {brand} के लिए निवेश के आँकड़े नहीं दिए गए हैं।',
  'eligibility.funds.ask': 'निवेश',
  'eligibility.funds.unanswered': 'आपके पास कितना पैसा है, लाख में भरें।',
  'eligibility.funds.gap': 'पैसे में {amount} की कमी ({what})',
  'eligibility.funds.fromOwnLand':
    'ज़मीन अपनी हो, तो जमा राशि और निर्माण मिलाकर कम से कम {amount} होते हैं',
  'eligibility.funds.fromInAll': 'कुल मिलाकर आँकड़े कम से कम {amount} होते हैं',
  'eligibility.funds.limit': 'कम से कम {amount}',
  'eligibility.funds.ownLand':
    'अपनी ज़मीन हो, तो {brand} के हिसाब से {deposit} ({depositAmount}) और {build} ({buildAmount}) मिलाकर कम से कम {min} लगते हैं; आपके पास {funds} हैं।',
  'eligibility.funds.totalOnlyMeets':
    '{brand} ने सिर्फ़ कुल निवेश {total} बताया है, ज़मीन समेत; आपके पास {funds} हैं, जो इसके सबसे ऊँचे आँकड़े के बराबर या उससे ज़्यादा हैं।',
  'eligibility.funds.totalOnly':
    '{brand} ने सिर्फ़ कुल निवेश {total} बताया है, ज़मीन और बाकी खर्च अलग-अलग नहीं, इसलिए अपनी ज़मीन पर कितना पैसा चाहिए, यह यहाँ नहीं निकाला जा सकता; आपके पास {funds} हैं।',
  'eligibility.funds.askOwnLand': 'अपनी ज़मीन पर कितना निवेश चाहिए',
  'eligibility.funds.lowEnd':
    '{reason} यह पैसा सिर्फ़ सबसे कम आँकड़े तक पहुँचता है: आँकड़े {high} तक जाते हैं, और आपकी ज़मीन पर पंप बनाने में कितना खर्च होगा, यह {brand} से पूछना होगा।',
  'eligibility.funds.lowEndOpen':
    '{reason} यह पैसा सिर्फ़ सबसे कम आँकड़े तक पहुँचता है: आँकड़ों की कोई ऊपरी सीमा नहीं बताई गई है, और आपकी ज़मीन पर पंप बनाने में कितना खर्च होगा, यह {brand} से पूछना होगा।',
  'eligibility.funds.askSiteCost': 'आपकी ज़मीन पर पंप बनाने में कितना खर्च होगा',
  'eligibility.funds.noTotal': 'यहाँ {brand} के लिए कुल निवेश नहीं दिया गया है।',
  'eligibility.funds.askTotal': 'कुल निवेश',
  'eligibility.funds.reason':
    '{brand} के लिए कुल निवेश {total} है, यानी कम से कम {low}; आपके पास {funds} हैं।',
  'eligibility.funds.reasonIfOwned':
    '{brand} के लिए कुल निवेश {total} है, यानी कम से कम {low}; आपके पास {funds} हैं। अगर ज़मीन आपकी अपनी है, तो ऊपर “अपनी” चुनें: तब सिर्फ़ जमा राशि और निर्माण का खर्च गिना जाएगा।',
  'eligibility.category.notStated':
    '{group}: यहाँ {brand} के लिए कोई कोटा या प्राथमिकता नहीं दी गई है; किसी ख़ास मौके में इसका ज़िक्र हो सकता है।',
  'eligibility.category.none':
    '{group}: यहाँ दी गई {brand} की जानकारी में इस वर्ग के लिए कोई कोटा या प्राथमिकता नहीं है।',
  'eligibility.category.quotaShare': '{group}: {brand} इस वर्ग के लिए {percent}% जगहें अलग रखता है।',
  'eligibility.category.quota':
    '{group}: {brand} इस वर्ग के लिए कुछ जगहें अलग रखता है; कितनी, यह नहीं बताया है।',
  'eligibility.category.preference': '{group}: {brand} इस वर्ग को प्राथमिकता देता है।',
  'eligibility.funds.ownLandDisagree':
    '{ownLand} {brand} के अपने आँकड़े आपस में मेल नहीं खाते: कुल निवेश कम से कम {total} बताया गया है, पर सिर्फ़ {deposit} और {build} मिलाकर ही कम से कम {parts} होते हैं। यह जाँच बड़ा आँकड़ा ({parts}) मानती है; {brand} से पूछें कि कौन-सा आँकड़ा सही है।',
  'eligibility.funds.partsDisagreeFunds':
    '{disagree} यह जाँच दोनों शुरुआती आँकड़ों में से बड़ा आँकड़ा ({used}) मानती है; आपके पास {funds} हैं।',
  'eligibility.funds.disagreeFunds':
    '{brand} के अपने आँकड़े आपस में मेल नहीं खाते: कुल निवेश कम से कम {total} बताया गया है, पर सिर्फ़ {deposit} और {build} मिलाकर ही कम से कम {parts} होते हैं। यह जाँच बड़ा आँकड़ा ({parts}) मानती है; आपके पास {funds} हैं। {brand} से पूछें कि कौन-सा आँकड़ा सही है।',
  'eligibility.verdict.failsOne': 'यहाँ दी गई {count} शर्त पूरी नहीं होती',
  'eligibility.verdict.failsMany': 'यहाँ दी गई {count} शर्तें पूरी नहीं होतीं',
  'eligibility.verdict.check': '{brand} से पूछें',
  'eligibility.verdict.openOne': 'अभी पता नहीं: {count} सवाल का जवाब बाकी है ({questions})',
  'eligibility.verdict.openMany': 'अभी पता नहीं: {count} सवालों के जवाब बाकी हैं ({questions})',
  'eligibility.verdict.likely': 'आप योग्य लगते हैं',
  'eligibility.verdict.cannotSay': 'पता नहीं कि आप शर्तें पूरी करते हैं: नियम यहाँ नहीं दिए गए',
  'eligibility.summary.likely': 'इनके लिए आप योग्य लगते हैं: {brands}।',
  'eligibility.summary.check': 'ब्रांड से पूछें: {brands}।',
  'eligibility.summary.notEligible': 'यहाँ दी गई एक या ज़्यादा शर्तें पूरी नहीं होतीं: {brands}।',
  'eligibility.summary.cannotSay':
    'इनके नियम यहाँ नहीं दिए गए, इसलिए पता नहीं कि आप इनकी शर्तें पूरी करते हैं: {brands}।',
  'eligibility.summary.incomplete': 'इनके लिए बाकी सवालों के जवाब दें: {brands}।',
  'eligibility.gaps.likely': '{brand} की बताई हर शर्त आप पूरी करते हैं।',
  'eligibility.gaps.incomplete':
    'अब तक आपने जो भरा है, उसमें {brand} की बताई किसी भी शर्त के ख़िलाफ़ कुछ नहीं है; पूरी जाँच के लिए बाकी सवालों के जवाब भी दें।',
  'eligibility.gaps.check':
    'आपने जो भरा है, उसमें {brand} की यहाँ दी गई किसी भी शर्त के ख़िलाफ़ कुछ नहीं है, पर कुछ बातें {brand} से ही तय होंगी।',
  'eligibility.gaps.cannotSay':
    'यहाँ {brand} के लिए ये बातें नहीं दी गई हैं: {topics}। इसलिए यह जाँच नहीं कह सकती कि आप इसकी शर्तें पूरी करते हैं: इन बातों पर जिन ब्रांडों की शर्तें यहाँ दी गई हैं, उनमें से किसी की भी शर्तें आपके जवाबों से पूरी नहीं होतीं।',
  'eligibility.gaps.missing': 'शर्त पूरी नहीं: {gaps}।',
  'eligibility.gaps.ask': '{brand} से पूछें: {topics}।',
  'eligibility.othersExclude':
    '{reason} जिन ब्रांडों की यह शर्त यहाँ दी गई है, उनमें से किसी की भी शर्त आपके जवाब से पूरी नहीं होती: {limits}। इसलिए यह जाँच नहीं कह सकती कि आप यह शर्त पूरी करते हैं।',
  'eligibility.limitOf': '{limit} ({brands})',
} satisfies Translation<typeof en>;

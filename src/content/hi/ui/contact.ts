import type en from '../../en/ui/contact.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the contact page: its form, the form's messages, the thank-you, the privacy notice and the server's no-JavaScript pages. */
export default {
  'contact.title': 'संपर्क',
  'contact.description':
    '{site} से ईंधन का कोटेशन माँगें, थोक या इमरजेंसी डिलीवरी के लिए कहें, या डीलरशिप पर सलाह लें। कॉल करें, ई-मेल करें या रिक्वेस्ट भेजें।',
  'contact.hero.title': 'संपर्क करें',
  'contact.hero.lead':
    'कोटेशन माँगें, डिलीवरी तय करें या डीलरशिप पर सलाह लें। हमें रिक्वेस्ट भेजें, हमारी टीम आपको वापस कॉल करेगी।',
  'contact.brandNote':
    'आप {brand} पेट्रोल पंप डीलरशिप के बारे में हमारी सलाह माँग रहे हैं। “{field}” में “{option}” पहले से चुना हुआ है; आप जो चाहें बदल सकते हैं। यह डीलरशिप का आवेदन नहीं है; आवेदन सिर्फ़ {brand} के आधिकारिक पोर्टल पर होता है।',
  'contact.information': 'संपर्क की जानकारी',
  'contact.faq': 'अक्सर पूछे जाने वाले सवाल',

  'contact.form.title': 'हमें रिक्वेस्ट भेजें',
  'contact.form.required': '{mark} निशान वाले खाने भरना ज़रूरी है।',
  'contact.form.asterisk': 'स्टार',
  'contact.form.honeypot': 'इस खाने को खाली छोड़ें',
  'contact.form.send': 'रिक्वेस्ट भेजें',
  'contact.form.sending': 'भेज रहे हैं…',
  'contact.form.received': 'रिक्वेस्ट मिल गई: आपका रेफ़रेंस नंबर {reference} है।',
  'contact.form.callUs': 'आप हमें {phone} पर कॉल भी कर सकते हैं।',
  'contact.callback': '{callback}।',

  'contact.field.fullName': 'पूरा नाम',
  'contact.field.contactNumber': 'फ़ोन नंबर ({digits} अंक)',
  'contact.field.productModel': 'प्रोडक्ट/ईंधन का प्रकार',
  'contact.field.issueType': 'रिक्वेस्ट का प्रकार',
  'contact.field.fullAddressL': 'पूरा पता',
  'contact.field.warrantyStatus': 'सप्लाई कॉन्ट्रैक्ट की स्थिति',
  'contact.field.preferredServiceDate': 'संपर्क के लिए आपकी पसंद की तारीख़',
  'contact.placeholder.productModel': 'ईंधन का प्रकार चुनें',
  'contact.placeholder.issueType': 'रिक्वेस्ट का प्रकार चुनें',
  'contact.placeholder.warrantyStatus': 'कॉन्ट्रैक्ट की स्थिति चुनें',

  'contact.option.premiumDiesel': 'प्रीमियम डीज़ल',
  'contact.option.biofuel': '{grade} बायोफ़्यूल',
  'contact.option.customBlend': 'आपकी ज़रूरत का ब्लेंड (मिश्रण)',
  'contact.option.bulkOrder': 'थोक ऑर्डर',
  'contact.option.deliveryIssue': 'डिलीवरी में समस्या',
  'contact.option.technicalSupport': 'तकनीकी मदद',
  'contact.option.partnership': 'पेट्रोल पंप डीलरशिप पर सलाह',
  'contact.option.other': 'अन्य',
  'contact.option.underContract': 'कॉन्ट्रैक्ट चालू है',
  'contact.option.noContract': 'कोई कॉन्ट्रैक्ट नहीं',
  'contact.option.expiringSoon': 'कॉन्ट्रैक्ट जल्द ख़त्म होगा',

  'contact.error.fullName': 'अपना पूरा नाम लिखें।',
  'contact.error.fullNameTooLong': 'नाम बहुत लंबा है। इसे {max} अक्षरों से कम रखें।',
  'contact.error.contactNumberMissing': 'फ़ोन नंबर नहीं लिखा है। अपना {digits} अंकों का फ़ोन नंबर लिखें।',
  'contact.error.contactNumber':
    '{digits} अंकों का फ़ोन नंबर लिखें: सिर्फ़ अंक, बीच में खाली जगह या कोई निशान नहीं, जैसे {example}।',
  'contact.error.issueType': 'रिक्वेस्ट का प्रकार चुनें।',
  'contact.error.fullAddressL': 'अपना पूरा पता लिखें।',
  'contact.error.fullAddressTooLong': 'पता बहुत लंबा है। इसे {max} अक्षरों से कम रखें।',
  'contact.error.date': 'यह तारीख़ सही नहीं है। कैलेंडर से कोई तारीख़ चुनें।',
  'contact.error.brand': 'यह ब्रांड हमारी डीलरशिप गाइड में नहीं है। हमारी गाइड में दिया गया कोई ब्रांड चुनें।',
  'contact.error.invalid': 'यह जानकारी सही नहीं है। फ़ॉर्म में दिए गए विकल्पों में से ही चुनें।',

  'contact.failure.network':
    'हम अपने सर्वर तक नहीं पहुँच पाए, इसलिए आपकी रिक्वेस्ट नहीं भेजी गई। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'contact.failure.server':
    'हमारी तरफ़ कुछ गड़बड़ हो गई, इसलिए आपकी रिक्वेस्ट नहीं भेजी गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'contact.failure.tooLarge':
    'आपकी रिक्वेस्ट भेजने के लिए बहुत लंबी है। कृपया पता छोटा करें और फिर से कोशिश करें।',
  'contact.failure.refused': 'हमारे सर्वर ने आपकी रिक्वेस्ट नहीं ली। कृपया पेज रीफ़्रेश करें और फिर से कोशिश करें।',
  'contact.failure.unreadable':
    'हमारा सर्वर आपकी रिक्वेस्ट पढ़ नहीं पाया। कृपया पेज रीफ़्रेश करें और फिर से कोशिश करें।',
  'contact.failure.rateLimited':
    'हमें थोड़े समय में आपकी कई रिक्वेस्ट मिली हैं, इसलिए यह रिक्वेस्ट अभी नहीं भेजी गई। कृपया {wait} रुकें और फिर से कोशिश करें।',
  'contact.wait.second': '{count} सेकंड',
  'contact.wait.seconds': '{count} सेकंड',
  'contact.wait.minutes': '{count} मिनट',

  'contact.thanks.title': 'धन्यवाद!',
  'contact.thanks.message': 'हमें आपकी रिक्वेस्ट मिल गई है। हम आपको वापस कॉल करेंगे।',
  'contact.thanks.reference': 'आपका रेफ़रेंस नंबर: {reference}',
  'contact.thanks.whatsapp': 'अपना रेफ़रेंस नंबर हमें WhatsApp पर भेजें',
  'contact.thanks.whatsappMessage':
    'नमस्ते {site}, मैंने आपकी वेबसाइट पर रिक्वेस्ट भेजी है। मेरा रेफ़रेंस नंबर {reference} है। ({url})',
  'contact.thanksPage.title': 'धन्यवाद',
  'contact.thanksPage.description': '{site} को आपकी रिक्वेस्ट मिल गई है। हम आपको वापस कॉल करेंगे।',
  'contact.thanksPage.home': 'होम पेज पर वापस जाएँ',
  'contact.backToContact': 'संपर्क पेज पर वापस जाएँ',

  'contact.privacy.title': 'हम आपकी जानकारी का इस्तेमाल कैसे करते हैं',
  'contact.privacy.collect':
    'हम सिर्फ़ वही जानकारी लेते हैं जो आप इस फ़ॉर्म में भरते हैं: आपका नाम, फ़ोन नंबर, पता, ईंधन और रिक्वेस्ट का प्रकार, आपके कॉन्ट्रैक्ट की स्थिति, और वह तारीख़ जब आप चाहते हैं कि हम आपसे संपर्क करें।',
  'contact.privacy.use':
    'हम इसे सिर्फ़ आपकी रिक्वेस्ट का जवाब देने के लिए इस्तेमाल करते हैं। हम इसे न बेचते हैं, न किसी और को देते हैं।',
  'contact.privacy.keptWhileNeeded':
    'यह जानकारी {business} के अपने सिस्टम पर तब तक रखी जाती है, जब तक आपको जवाब देने और आपकी रिक्वेस्ट पर आगे बात करने के लिए ज़रूरी हो।',
  'contact.privacy.keptOneDay':
    'यह जानकारी {business} के अपने सिस्टम पर {days} दिन रखी जाती है, फिर अपने-आप मिटा दी जाती है।',
  'contact.privacy.keptDays':
    'यह जानकारी {business} के अपने सिस्टम पर {days} दिन रखी जाती है, फिर अपने-आप मिटा दी जाती है।',
  'contact.privacy.backupDays':
    'मिटाने के बाद भी यह जानकारी बैकअप कॉपी में ज़्यादा से ज़्यादा {days} दिन तक रह सकती है, फिर वह कॉपी भी मिटा दी जाती है।',
  'contact.privacy.rights':
    'भारत के डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, {year} (DPDP Act) के तहत आप कभी भी {email} पर लिखकर हमसे कह सकते हैं कि हम आपको यह जानकारी दिखाएँ, इसे ठीक करें या मिटा दें।',

  'contact.noscript.title': 'कृपया अपनी रिक्वेस्ट जाँचें',
  'contact.noscript.summary': 'आपकी रिक्वेस्ट अभी नहीं भेजी गई है। कृपया ये बातें ठीक करें:',
  'contact.noscript.problem': '{field} — {message}',
  'contact.server.usePost': 'रिक्वेस्ट POST तरीके से भेजें।',
  'contact.server.tooManyTitle': 'बहुत ज़्यादा रिक्वेस्ट',
  'contact.server.tooMany':
    'आपके कनेक्शन से बहुत ज़्यादा रिक्वेस्ट आई हैं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'contact.server.refusedTitle': 'रिक्वेस्ट नहीं ली गई',
  'contact.server.refused':
    'रिक्वेस्ट सिर्फ़ इसी वेबसाइट के संपर्क फ़ॉर्म से भेजी जा सकती है। कृपया संपर्क पेज पर जाकर फ़ॉर्म से भेजें।',
  'contact.server.unsupportedTitle': 'इस तरह की रिक्वेस्ट नहीं ली जाती',
  'contact.server.unsupported': 'रिक्वेस्ट {json} या {form} के रूप में भेजें।',
  'contact.server.tooLargeTitle': 'रिक्वेस्ट बहुत बड़ी है',
  'contact.server.tooLarge': 'रिक्वेस्ट {size} KB से बड़ी है। कृपया इसे छोटा करें।',
  'contact.server.badJson': 'रिक्वेस्ट का डेटा सही JSON नहीं है। सही JSON भेजें।',
  'contact.server.notObject': 'सभी खाने एक ही JSON ऑब्जेक्ट में भेजें।',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/trust.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the owner's trade facts: WhatsApp links and messages, licences, "Before you order". */
export default {
  'trust.whatsapp.name': 'WhatsApp',
  'trust.whatsapp.action': 'WhatsApp पर हमसे बात करें',
  'trust.whatsapp.header': 'WhatsApp करें',
  'trust.whatsapp.brand': '{brand} के बारे में WhatsApp पर पूछें',
  'trust.message.page': 'नमस्ते {site}, यह संदेश आपकी वेबसाइट के इस पेज से है: {url}',
  'trust.message.fuel': 'नमस्ते {site}, मुझे {fuel} का दाम जानना है। यह मैंने आपकी वेबसाइट पर देखा: {url}',
  'trust.message.brand':
    'नमस्ते {site}, मुझे {brand} पेट्रोल पंप डीलरशिप के लिए सलाह चाहिए। इसके बारे में मैंने आपकी वेबसाइट पर पढ़ा: {url}',

  'trust.licences.title': 'लाइसेंस और रजिस्ट्रेशन',
  'trust.licences.intro':
    'हर नंबर को खुद उस सरकारी वेबसाइट पर जाँचें जहाँ उसका रिकॉर्ड रहता है। लिंक वही वेबसाइट खोलता है।',
  'trust.licences.pesoStorage': 'ईंधन रखने (भंडारण) का PESO लाइसेंस',
  'trust.licences.pesoVehicle': 'डिलीवरी गाड़ी का PESO लाइसेंस: {vehicle}',
  'trust.licences.gstin': 'GST नंबर (GSTIN)',
  'trust.licences.cin': 'कंपनी रजिस्ट्रेशन नंबर (CIN)',
  'trust.licences.llpin': 'LLP रजिस्ट्रेशन नंबर (LLPIN)',
  'trust.licences.udyam': 'उद्यम (MSME) रजिस्ट्रेशन नंबर',
  'trust.licences.checkPeso': 'PESO की वेबसाइट पर जाँचें',
  'trust.licences.checkGst': 'GST की वेबसाइट पर जाँचें',
  'trust.licences.checkMca': 'MCA की वेबसाइट पर जाँचें',
  'trust.licences.checkUdyam': 'उद्यम की वेबसाइट पर जाँचें',

  'trust.terms.title': 'ऑर्डर देने से पहले',
  'trust.terms.minimumOrder': 'सबसे छोटा ऑर्डर',
  'trust.terms.litres': '{litres} लीटर',
  'trust.terms.deliveryCharge': 'डिलीवरी का खर्च',
  'trust.terms.perDelivery': 'हर डिलीवरी के {amount}',
  'trust.terms.deliveryHours': 'डिलीवरी का समय',
  'trust.terms.everyDay': 'हर दिन, {from} से {to} तक',
  'trust.terms.leadTime': 'डिलीवरी में आम तौर पर लगने वाला समय',
  'trust.terms.withinHours': 'ऑर्डर के {hours} घंटे के अंदर',
  'trust.terms.withinOneHour': 'ऑर्डर के एक घंटे के अंदर',
  'trust.terms.districts': 'जिन ज़िलों में हम डिलीवरी करते हैं',
} satisfies Translation<typeof en>;

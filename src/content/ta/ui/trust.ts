import type en from '../../en/ui/trust.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the owner's trade facts: WhatsApp links and messages, licences, "Before you order". */
export default {
  'trust.whatsapp.name': 'WhatsApp',
  'trust.whatsapp.action': 'WhatsApp-இல் எங்களுடன் பேசுங்கள்',
  'trust.whatsapp.header': 'WhatsApp செய்யுங்கள்',
  'trust.whatsapp.brand': '{brand} பற்றி WhatsApp-இல் கேளுங்கள்',
  'trust.message.page': 'வணக்கம் {site}, இந்தச் செய்தி உங்கள் இணையதளத்தின் இந்தப் பக்கத்திலிருந்து: {url}',
  'trust.message.fuel':
    'வணக்கம் {site}, எனக்கு {fuel} விலை தெரிய வேண்டும். இதை உங்கள் இணையதளத்தில் பார்த்தேன்: {url}',
  'trust.message.brand':
    'வணக்கம் {site}, {brand} பெட்ரோல் பங்க் டீலர்ஷிப்புக்கு எனக்கு உதவி வேண்டும். இதைப் பற்றி உங்கள் இணையதளத்தில் படித்தேன்: {url}',

  'trust.licences.title': 'உரிமங்களும் பதிவும்',
  'trust.licences.intro':
    'ஒவ்வொரு எண்ணையும் அதன் பதிவேட்டை வைத்திருக்கும் அரசு இணையதளத்தில் நீங்களே சரிபாருங்கள். இணைப்பு அந்த இணையதளத்தைத் திறக்கும்.',
  'trust.licences.pesoStorage': 'எரிபொருளைச் சேமித்து வைக்க PESO உரிமம்',
  'trust.licences.pesoVehicle': 'விநியோக வாகனத்துக்கான PESO உரிமம்: {vehicle}',
  'trust.licences.gstin': 'GST எண் (GSTIN)',
  'trust.licences.cin': 'நிறுவனப் பதிவு எண் (CIN)',
  'trust.licences.llpin': 'LLP பதிவு எண் (LLPIN)',
  'trust.licences.udyam': 'உத்யம் (MSME) பதிவு எண்',
  'trust.licences.checkPeso': 'PESO இணையதளத்தில் சரிபாருங்கள்',
  'trust.licences.checkGst': 'GST இணையதளத்தில் சரிபாருங்கள்',
  'trust.licences.checkMca': 'MCA இணையதளத்தில் சரிபாருங்கள்',
  'trust.licences.checkUdyam': 'உத்யம் இணையதளத்தில் சரிபாருங்கள்',

  'trust.terms.title': 'ஆர்டர் செய்யும் முன்',
  'trust.terms.minimumOrder': 'குறைந்தபட்ச ஆர்டர்',
  'trust.terms.litres': '{litres} லிட்டர்',
  'trust.terms.deliveryCharge': 'விநியோகக் கட்டணம்',
  'trust.terms.perDelivery': 'ஒவ்வொரு விநியோகத்துக்கும் {amount}',
  'trust.terms.deliveryHours': 'விநியோக நேரம்',
  'trust.terms.everyDay': 'தினமும், {from} முதல் {to} வரை',
  'trust.terms.leadTime': 'விநியோகம் செய்ய வழக்கமாக ஆகும் நேரம்',
  'trust.terms.withinHours': 'ஆர்டர் செய்த {hours} மணி நேரத்துக்குள்',
  'trust.terms.withinOneHour': 'ஆர்டர் செய்த ஒரு மணி நேரத்துக்குள்',
  'trust.terms.districts': 'நாங்கள் விநியோகம் செய்யும் மாவட்டங்கள்',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/trust.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the owner's trade facts: WhatsApp links and messages, licences, "Before you order". */
export default {
  'trust.whatsapp.name': 'WhatsApp',
  'trust.whatsapp.action': 'WhatsAppలో మాతో మాట్లాడండి',
  'trust.whatsapp.header': 'WhatsApp చేయండి',
  'trust.whatsapp.brand': '{brand} గురించి WhatsAppలో అడగండి',
  'trust.message.page': 'నమస్తే {site}, ఈ మెసేజ్ మీ వెబ్‌సైట్‌లోని ఈ పేజీ నుంచి: {url}',
  'trust.message.fuel': 'నమస్తే {site}, నాకు {fuel} ధర తెలియాలి. దీన్ని మీ వెబ్‌సైట్‌లో చూశాను: {url}',
  'trust.message.brand':
    'నమస్తే {site}, {brand} పెట్రోల్ బంక్ డీలర్‌షిప్ కోసం నాకు సహాయం కావాలి. దీని గురించి మీ వెబ్‌సైట్‌లో చదివాను: {url}',

  'trust.licences.title': 'లైసెన్సులు, రిజిస్ట్రేషన్',
  'trust.licences.intro':
    'ప్రతి నంబర్‌ను దాని రికార్డు ఉండే ప్రభుత్వ వెబ్‌సైట్‌లో మీరే చూసుకోండి. లింక్ ఆ వెబ్‌సైట్‌ను తెరుస్తుంది.',
  'trust.licences.pesoStorage': 'ఇంధనం నిల్వ చేయడానికి PESO లైసెన్స్',
  'trust.licences.pesoVehicle': 'డెలివరీ వాహనానికి PESO లైసెన్స్: {vehicle}',
  'trust.licences.gstin': 'GST నంబర్ (GSTIN)',
  'trust.licences.cin': 'కంపెనీ రిజిస్ట్రేషన్ నంబర్ (CIN)',
  'trust.licences.llpin': 'LLP రిజిస్ట్రేషన్ నంబర్ (LLPIN)',
  'trust.licences.udyam': 'ఉద్యమ్ (MSME) రిజిస్ట్రేషన్ నంబర్',
  'trust.licences.checkPeso': 'PESO వెబ్‌సైట్‌లో చూసుకోండి',
  'trust.licences.checkGst': 'GST వెబ్‌సైట్‌లో చూసుకోండి',
  'trust.licences.checkMca': 'MCA వెబ్‌సైట్‌లో చూసుకోండి',
  'trust.licences.checkUdyam': 'ఉద్యమ్ వెబ్‌సైట్‌లో చూసుకోండి',

  'trust.terms.title': 'ఆర్డర్ ఇచ్చే ముందు',
  'trust.terms.minimumOrder': 'కనీస ఆర్డర్',
  'trust.terms.litres': '{litres} లీటర్లు',
  'trust.terms.deliveryCharge': 'డెలివరీ ఛార్జీ',
  'trust.terms.perDelivery': 'ఒక్కో డెలివరీకి {amount}',
  'trust.terms.deliveryHours': 'డెలివరీ సమయం',
  'trust.terms.everyDay': 'ప్రతిరోజూ, {from} నుంచి {to} వరకు',
  'trust.terms.leadTime': 'డెలివరీకి సాధారణంగా పట్టే సమయం',
  'trust.terms.withinHours': 'ఆర్డర్ ఇచ్చిన {hours} గంటల్లోపు',
  'trust.terms.withinOneHour': 'ఆర్డర్ ఇచ్చిన ఒక గంటలోపు',
  'trust.terms.districts': 'మేము డెలివరీ చేసే జిల్లాలు',
} satisfies Translation<typeof en>;

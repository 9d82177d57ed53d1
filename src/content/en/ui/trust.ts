/**
 * UI strings of the owner's trade facts: the WhatsApp links and their prefilled messages, the
 * licences and registration, and the "Before you order" terms. Each is shown only once its fact
 * is set in src/config/site.ts. `{url}` in a message is the page the visitor writes from.
 */
export default {
  'trust.whatsapp.name': 'WhatsApp',
  'trust.whatsapp.action': 'Chat with us on WhatsApp',
  'trust.whatsapp.header': 'WhatsApp us',
  'trust.whatsapp.brand': 'Ask about {brand} on WhatsApp',
  'trust.message.page': 'Hello {site}, I am writing to you from this page of your website: {url}',
  'trust.message.fuel':
    'Hello {site}, I would like a price for {fuel}. I found it on your website: {url}',
  'trust.message.brand':
    'Hello {site}, I would like help with a petrol pump dealership with {brand}. I read about it on your website: {url}',

  'trust.licences.title': 'Licences and registration',
  'trust.licences.intro':
    'Check each number yourself on the government website that keeps the register. The link opens that website.',
  'trust.licences.pesoStorage': 'PESO licence to store fuel',
  'trust.licences.pesoVehicle': 'PESO licence for a delivery vehicle: {vehicle}',
  'trust.licences.gstin': 'GST number (GSTIN)',
  'trust.licences.cin': 'Company registration number (CIN)',
  'trust.licences.llpin': 'LLP registration number (LLPIN)',
  'trust.licences.udyam': 'Udyam (MSME) registration number',
  'trust.licences.checkPeso': 'Check it on the PESO website',
  'trust.licences.checkGst': 'Check it on the GST website',
  'trust.licences.checkMca': 'Check it on the MCA website',
  'trust.licences.checkUdyam': 'Check it on the Udyam website',

  'trust.terms.title': 'Before you order',
  'trust.terms.minimumOrder': 'Smallest order',
  'trust.terms.litres': '{litres} litres',
  'trust.terms.deliveryCharge': 'Delivery charge',
  'trust.terms.perDelivery': '{amount} for each delivery',
  'trust.terms.deliveryHours': 'Delivery hours',
  'trust.terms.everyDay': 'Every day, {from} to {to}',
  'trust.terms.leadTime': 'Usual time to deliver',
  'trust.terms.withinHours': 'Within {hours} hours of your order',
  'trust.terms.withinOneHour': 'Within one hour of your order',
  'trust.terms.districts': 'Districts we deliver to',
} as const;

import type en from '../../en/ui/contact.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the contact page, its form and messages, the thank-you panel and page, the privacy notice and the server's no-JavaScript pages. */
export default {
  'contact.title': 'సంప్రదించండి',
  'contact.description':
    '{site} నుంచి ఇంధనానికి కొటేషన్ అడగండి, పెద్ద మొత్తంలో లేదా అత్యవసర ఇంధన సరఫరా ఏర్పాటు చేసుకోండి, లేదా డీలర్‌షిప్ గురించి సలహా పొందండి. ఫోన్ చేయండి, ఈ-మెయిల్ పంపండి లేదా అభ్యర్థన పంపండి.',
  'contact.hero.title': 'మమ్మల్ని సంప్రదించండి',
  'contact.hero.lead':
    'కొటేషన్ అడగండి, ఇంధన సరఫరా ఏర్పాటు చేసుకోండి, లేదా డీలర్‌షిప్ గురించి సలహా పొందండి. మాకు అభ్యర్థన పంపండి, మా టీమ్ మీకు తిరిగి ఫోన్ చేస్తుంది.',
  'contact.brandNote':
    'మీరు {brand} పెట్రోల్ బంక్ డీలర్‌షిప్ గురించి మా సలహా అడుగుతున్నారు. అందుకే “{field}” లో “{option}” అని ముందే ఎంచుకున్నాం; కావాలంటే ఏదైనా మార్చుకోవచ్చు. ఇది డీలర్‌షిప్ దరఖాస్తు కాదు; దరఖాస్తు {brand} అధికారిక పోర్టల్‌లోనే చేయాలి.',
  'contact.information': 'సంప్రదించే వివరాలు',
  'contact.faq': 'తరచుగా అడిగే ప్రశ్నలు',

  'contact.form.title': 'మాకు అభ్యర్థన పంపండి',
  'contact.form.required': '{mark} గుర్తు ఉన్న వివరాలు తప్పనిసరిగా నింపాలి.',
  'contact.form.asterisk': 'నక్షత్రం',
  'contact.form.honeypot': 'ఈ బాక్స్‌ను ఖాళీగా వదిలేయండి',
  'contact.form.send': 'అభ్యర్థన పంపండి',
  'contact.form.sending': 'పంపుతున్నాం…',
  'contact.form.received': 'మీ అభ్యర్థన మాకు అందింది. మీ రిఫరెన్స్ నంబర్: {reference}.',
  'contact.form.callUs': 'మీరు మాకు {phone} నంబర్‌కు కూడా ఫోన్ చేయవచ్చు.',
  'contact.callback': '{callback}.',

  'contact.field.fullName': 'పూర్తి పేరు',
  'contact.field.contactNumber': 'ఫోన్ నంబర్ ({digits} అంకెలు)',
  'contact.field.productModel': 'ఉత్పత్తి/ఇంధన రకం',
  'contact.field.issueType': 'మీరు దేని గురించి అడుగుతున్నారు?',
  'contact.field.fullAddressL': 'పూర్తి చిరునామా',
  'contact.field.warrantyStatus': 'సరఫరా కాంట్రాక్ట్ స్థితి',
  'contact.field.preferredServiceDate': 'మేము సంప్రదించడానికి మీకు వీలైన తేదీ',
  'contact.placeholder.productModel': 'ఇంధన రకం ఎంచుకోండి',
  'contact.placeholder.issueType': 'విషయం ఎంచుకోండి',
  'contact.placeholder.warrantyStatus': 'కాంట్రాక్ట్ స్థితి ఎంచుకోండి',

  'contact.option.premiumDiesel': 'ప్రీమియం డీజిల్',
  'contact.option.biofuel': '{grade} బయో ఇంధనం',
  'contact.option.customBlend': 'మీ అవసరానికి తగిన మిశ్రమం',
  'contact.option.bulkOrder': 'పెద్ద మొత్తంలో ఆర్డర్',
  'contact.option.deliveryIssue': 'సరఫరాలో సమస్య',
  'contact.option.technicalSupport': 'టెక్నికల్ సహాయం',
  'contact.option.partnership': 'పెట్రోల్ బంక్ డీలర్‌షిప్‌పై సలహా',
  'contact.option.other': 'ఇతర విషయం',
  'contact.option.underContract': 'కాంట్రాక్ట్ ఉంది',
  'contact.option.noContract': 'కాంట్రాక్ట్ లేదు',
  'contact.option.expiringSoon': 'కాంట్రాక్ట్ త్వరలో ముగుస్తుంది',

  'contact.error.fullName': 'మీ పూర్తి పేరు రాయండి.',
  'contact.error.fullNameTooLong': 'పేరు చాలా పొడవుగా ఉంది. {max} అక్షరాల కంటే తక్కువలో రాయండి.',
  'contact.error.contactNumberMissing': 'మీ {digits} అంకెల ఫోన్ నంబర్ రాయండి.',
  'contact.error.contactNumber':
    '{digits} అంకెల ఫోన్ నంబర్ రాయండి, అంకెలు మాత్రమే (మధ్యలో స్పేస్, గుర్తులు వద్దు). ఉదాహరణకు: {example}.',
  'contact.error.issueType': 'మీరు దేని గురించి అడుగుతున్నారో ఎంచుకోండి.',
  'contact.error.fullAddressL': 'మీ పూర్తి చిరునామా రాయండి.',
  'contact.error.fullAddressTooLong': 'చిరునామా చాలా పొడవుగా ఉంది. {max} అక్షరాల కంటే తక్కువలో రాయండి.',
  'contact.error.date': 'తేదీ సరిగా లేదు. క్యాలెండర్‌లో ఉన్న సరైన తేదీ ఇవ్వండి.',
  'contact.error.brand': 'మా గైడ్‌లలో ఉన్న ఒక డీలర్‌షిప్ బ్రాండ్‌ను ఎంచుకోండి.',
  'contact.error.invalid': 'ఈ వివరం సరిగా లేదు',

  'contact.failure.network':
    'మా సర్వర్‌కు కనెక్ట్ కాలేకపోయాం, అందుకే మీ అభ్యర్థన వెళ్లలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసుకుని మళ్లీ ప్రయత్నించండి.',
  'contact.failure.server':
    'మా వైపు ఏదో సమస్య వచ్చింది, అందుకే మీ అభ్యర్థన వెళ్లలేదు. దయచేసి కాసేపు ఆగి మళ్లీ ప్రయత్నించండి.',
  'contact.failure.tooLarge':
    'మీ అభ్యర్థన చాలా పెద్దగా ఉంది, అందుకే పంపలేకపోయాం. దయచేసి చిరునామాను కొంచెం తగ్గించి మళ్లీ ప్రయత్నించండి.',
  'contact.failure.refused': 'మా సర్వర్ మీ అభ్యర్థనను తీసుకోలేదు. దయచేసి పేజీని రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.',
  'contact.failure.unreadable': 'మా సర్వర్ మీ అభ్యర్థనను చదవలేకపోయింది. దయచేసి పేజీని రీలోడ్ చేసి మళ్లీ ప్రయత్నించండి.',
  'contact.failure.rateLimited':
    'కొద్ది సమయంలోనే మీ నుంచి చాలా అభ్యర్థనలు వచ్చాయి, అందుకే ఈ అభ్యర్థనను ఇంకా పంపలేదు. దయచేసి {wait} ఆగి మళ్లీ ప్రయత్నించండి.',
  'contact.wait.second': '{count} సెకను',
  'contact.wait.seconds': '{count} సెకన్లు',
  'contact.wait.minutes': '{count} నిమిషాలు',

  'contact.thanks.title': 'ధన్యవాదాలు!',
  'contact.thanks.message': 'మీ అభ్యర్థన మాకు అందింది. మేము మీకు తిరిగి ఫోన్ చేస్తాం.',
  'contact.thanks.reference': 'మీ రిఫరెన్స్ నంబర్: {reference}',
  'contact.thanks.whatsapp': 'మీ రిఫరెన్స్ నంబర్‌ను WhatsAppలో మాకు పంపండి',
  'contact.thanks.whatsappMessage':
    'నమస్తే {site}, మీ వెబ్‌సైట్‌లో నేను అభ్యర్థన పంపాను. నా రిఫరెన్స్ నంబర్ {reference}. ({url})',
  'contact.thanksPage.title': 'ధన్యవాదాలు',
  'contact.thanksPage.description': 'మీ అభ్యర్థన {site} టీమ్‌కు అందింది. మేము మీకు తిరిగి ఫోన్ చేస్తాం.',
  'contact.thanksPage.home': 'హోమ్ పేజీకి తిరిగి వెళ్లండి',
  'contact.backToContact': 'కాంటాక్ట్ పేజీకి తిరిగి వెళ్లండి',

  'contact.privacy.title': 'మీ వివరాలను మేము ఎలా వాడతాం',
  'contact.privacy.collect':
    'మీరు ఈ ఫారంలో రాసిన వివరాలు మాత్రమే మేము తీసుకుంటాం: మీ పేరు, ఫోన్ నంబర్, చిరునామా, ఇంధన రకం, మీరు అడిగిన విషయం, మీ కాంట్రాక్ట్ స్థితి, మేము మిమ్మల్ని సంప్రదించాలని మీరు కోరుకునే తేదీ.',
  'contact.privacy.use': 'మీ అభ్యర్థనకు జవాబు ఇవ్వడానికి మాత్రమే వాటిని వాడతాం. వాటిని ఎవరికీ అమ్మం, ఎవరితోనూ పంచుకోం.',
  'contact.privacy.keptWhileNeeded':
    '{business} వాటిని తన సొంత సిస్టమ్‌లలోనే ఉంచుతుంది, మీకు జవాబు ఇచ్చి మీ అభ్యర్థన పని పూర్తి చేసేంత కాలం మాత్రమే.',
  'contact.privacy.keptOneDay':
    '{business} వాటిని తన సొంత సిస్టమ్‌లలో {days} రోజు ఉంచుతుంది, ఆ తర్వాత ఆటోమేటిక్‌గా తొలగిస్తుంది.',
  'contact.privacy.keptDays':
    '{business} వాటిని తన సొంత సిస్టమ్‌లలో {days} రోజులు ఉంచుతుంది, ఆ తర్వాత ఆటోమేటిక్‌గా తొలగిస్తుంది.',
  'contact.privacy.backupDays':
    'తొలగించిన తర్వాత కూడా ఈ వివరాలు బ్యాకప్ కాపీలలో గరిష్ఠంగా {days} రోజుల వరకు ఉండవచ్చు, ఆ తర్వాత ఆ కాపీలు కూడా తొలగించబడతాయి.',
  'contact.privacy.rights':
    'భారతదేశ డిజిటల్ వ్యక్తిగత డేటా పరిరక్షణ చట్టం, {year} (DPDP Act) ప్రకారం, మీ వివరాలను చూపించమని, సరిచేయమని లేదా తొలగించమని మీరు ఎప్పుడైనా మమ్మల్ని అడగవచ్చు. దానికి ఈ అడ్రస్‌కు ఈ-మెయిల్ రాయండి: {email}.',

  'contact.noscript.title': 'దయచేసి మీ అభ్యర్థనను ఒకసారి చూసుకోండి',
  'contact.noscript.summary': 'మీ అభ్యర్థన ఇంకా వెళ్లలేదు. దయచేసి వీటిని సరిచేయండి:',
  'contact.noscript.problem': '{field}: {message}',
  'contact.server.usePost': 'ఈ అభ్యర్థనను POST పద్ధతిలో పంపండి.',
  'contact.server.tooManyTitle': 'చాలా ఎక్కువ అభ్యర్థనలు',
  'contact.server.tooMany':
    'మీ కనెక్షన్ నుంచి చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి {seconds} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.',
  'contact.server.refusedTitle': 'అభ్యర్థనను తీసుకోలేకపోయాం',
  'contact.server.refused': 'అభ్యర్థనలు ఈ వెబ్‌సైట్‌లోని కాంటాక్ట్ ఫారం నుంచే రావాలి. దయచేసి ఆ ఫారం ద్వారా పంపండి.',
  'contact.server.unsupportedTitle': 'ఈ రకం అభ్యర్థనను తీసుకోలేం',
  'contact.server.unsupported': 'అభ్యర్థనను {json} లేదా {form} రూపంలో పంపండి.',
  'contact.server.tooLargeTitle': 'అభ్యర్థన చాలా పెద్దగా ఉంది',
  'contact.server.tooLarge': 'అభ్యర్థన {size} KB కంటే పెద్దగా ఉంది. దయచేసి తగ్గించి మళ్లీ పంపండి.',
  'contact.server.badJson': 'అభ్యర్థనలో పంపిన సమాచారం సరైన JSON రూపంలో లేదు. దయచేసి సరిచేసి మళ్లీ పంపండి.',
  'contact.server.notObject': 'అన్ని వివరాలను ఒకే JSON ఆబ్జెక్ట్‌గా పంపండి.',
} satisfies Translation<typeof en>;

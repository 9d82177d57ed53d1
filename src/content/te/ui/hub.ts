import type en from '../../en/ui/hub.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the dealership hub comparing the five brands (the self-check has selfcheck.ts). */
export default {
  'hub.title': 'పెట్రోల్ బంక్ (పెట్రోల్ పంప్) డీలర్‌షిప్‌లను పోల్చి చూడండి',
  'hub.description':
    '{brands} డీలర్‌షిప్‌లు పక్కపక్కనే: మీ అర్హత మీరే పోల్చి చూసుకునే పేజీ, బ్రాండ్‌లు ప్రకటించిన అవకాశాలు, మోసాల నుంచి ఎలా జాగ్రత్తగా ఉండాలి.',
  'hub.lead':
    '{brands}: ఒక్కో బ్రాండ్ ఏమేం అడుగుతుందో పక్కపక్కనే చూడండి. మీ అర్హత మీరే పోల్చి చూసుకునే పేజీ, బ్రాండ్లు ప్రకటించిన అవకాశాలు కూడా ఇక్కడే ఉన్నాయి. అంకెలు ఒక్కో బ్రాండ్ చెప్పినట్టే ఇచ్చాం, అవి ఏ తేదీ నాటివో కూడా చూపించాం.',

  'hub.compare.title': 'బ్రాండ్లు పక్కపక్కనే',
  'hub.compare.intro': 'ముందు డబ్బు వివరాలు, తర్వాత అన్ని అంకెలు. పూర్తి గైడ్ కోసం ఒక బ్రాండ్‌ను ఎంచుకోండి.',
  'hub.compare.caption': 'ఒక్కో బ్రాండ్ డీలర్‌షిప్ కోసం అడిగేవి, ఆ బ్రాండ్ చెప్పినట్టే',
  'hub.stale':
    'ఏడాది కంటే పాత అంకెలు: {brands}. ఇవి మారి ఉండవచ్చు; నిర్ణయం తీసుకునే ముందు ఒక్కో బ్రాండ్ అధికారిక పోర్టల్‌లో చూసుకోండి.',

  'hub.table.scrollHint': '{count} కాలమ్‌లు: మిగతావి చూడటానికి టేబుల్‌ను పక్కకు స్క్రోల్ చేయండి',
  'hub.table.brand': 'బ్రాండ్',
  'hub.table.officialSite': 'అధికారిక వెబ్‌సైట్',
  'hub.column.investment': 'మొత్తం పెట్టుబడి',
  'hub.column.deposit': 'సెక్యూరిటీ డిపాజిట్',
  'hub.column.landRural': 'గ్రామీణ స్థలం',
  'hub.column.landUrban': 'పట్టణ స్థలం',
  'hub.column.landHighway': 'హైవే స్థలం',
  'hub.column.fee': 'దరఖాస్తు ఫీజు',
  'hub.column.outlets': 'బంకులు',
  'hub.column.roi': 'బ్రాండ్ చెప్పిన పెట్టుబడిపై రాబడి (ROI)',
  'hub.column.lease': 'సొంతం లేదా లీజు',
  'hub.column.age': 'వయసు',
  'hub.column.education': 'చదువు',
  'hub.column.quotas': 'కోటాలు, ప్రాధాన్యాలు',
  'hub.column.selection': 'ఎంపికకు పట్టే సమయం',
  'hub.column.asOf': 'ఏ తేదీ నాటి అంకెలు',
  'hub.notStated': 'చెప్పలేదు',
  'hub.cell.frontage': 'రోడ్డు వైపు వెడల్పు {range}',
  'hub.cell.frontageNotStated': 'రోడ్డు వైపు వెడల్పు చెప్పలేదు',
  'hub.cell.labelled': '{label}: {figures}',
  'hub.cell.ownedOrLeased': 'సొంత భూమి లేదా లీజు (కాలం: {years})',
  'hub.cell.leased': 'లీజు (కాలం: {years})',
  'hub.cell.roiAverage': 'సగటు {range}, ఏ కాలానికి అనేది చెప్పలేదు',
  'hub.cell.roiOver': '{range} (బంక్‌ను {period} నడిపే కాలానికి)',
  'hub.cell.roiAverageOver': 'సగటు {range} (బంక్‌ను {period} నడిపే కాలానికి)',
  'hub.cell.outlets': '{count} {qualifier} బంకులు',
  'hub.cell.roi': '{range}, ఏ కాలానికి అనేది చెప్పలేదు',
  'hub.sort.ascending': '{column} ప్రకారం, తక్కువ నుంచి ఎక్కువకు వరుసలో పెట్టాం: {brands}.',
  'hub.sort.descending': '{column} ప్రకారం, ఎక్కువ నుంచి తక్కువకు వరుసలో పెట్టాం: {brands}.',
  'hub.sort.investment': 'మొత్తం పెట్టుబడి',
  'hub.sort.roi': 'పెట్టుబడిపై రాబడి',

  'hub.bars.caption':
    'మొత్తం పెట్టుబడి (లేత రంగు పట్టీ), డిపాజిట్ (ముదురు రంగు పట్టీ), దరఖాస్తు ఫీజు (ముదురు గుర్తు): అన్నీ ఒకే స్కేల్‌పై ({from} – {to}). ఫీజులు చాలా చిన్నవి, అందుకే వాటి గుర్తులు మొదట్లోనే కనిపిస్తాయి.',
  'hub.bars.figures': 'మొత్తం: {total}; డిపాజిట్: {deposit}; అధికారిక పోర్టల్‌లో దరఖాస్తు ఫీజు: {fee}',
  'hub.bars.notStated': 'చెప్పలేదు',

  'hub.eligibility.intro':
    'మీ వయసు, చదువు, భూమి (ఎకరాలు, సెంట్లు లేదా చదరపు మీటర్లలో), డబ్బు: ఒక్కో బ్రాండ్ అడిగే వాటితో పోల్చి చూపిస్తాం. మీకు ఎక్కువగా సరిపోయే బ్రాండ్ ముందు వస్తుంది.',
  'hub.eligibility.start': 'మీ అర్హత మీరే పోల్చి చూసుకోండి',

  'hub.openings.title': 'అవకాశాలు ఒక్క చూపులో',
  'hub.openings.intro':
    'బ్రాండ్లు ప్రకటించిన అన్ని అవకాశాలు, దరఖాస్తు చేయగలిగేవి ముందు. ఈ పేజీ తయారైన {date} నాటి స్థితి ఇది; అధికారిక పోర్టల్‌లో తప్పకుండా సరిచూసుకోండి.',
  'hub.openings.announced': 'ప్రకటించిన తేదీ',
  'hub.openings.deadline': 'చివరి తేదీ',
  'hub.openings.noDeadline': 'చెప్పలేదు: అధికారిక పోర్టల్‌లో చూడండి',
  'hub.openings.ongoingAsOf': '{date}లో కొనసాగుతోందని చెప్పారు; ఇప్పుడు కూడా ఉందో లేదో అధికారిక పోర్టల్‌లో చూడండి',
  'hub.openings.sites': '{sites} స్థలాలు',
  'hub.openings.countedSites': '{count} {sites} స్థలాలు',
  'hub.openings.fee': 'అధికారిక పోర్టల్‌లో దరఖాస్తు ఫీజు: {fee}',

  'hub.trust.title': 'జాగ్రత్తగా దరఖాస్తు చేయండి: డీలర్లను ఆయిల్ కంపెనీలు మాత్రమే ఎంపిక చేస్తాయి',
  'hub.trust.independent':
    '{site} ఆయిల్ కంపెనీలతో సంబంధం లేని స్వతంత్ర సంస్థ: మేము ఏ ఆయిల్ కంపెనీకీ ఏజెంట్ కాదు. మాతో సహా ఎవరూ మీకు డీలర్‌షిప్ వస్తుందని హామీ ఇవ్వలేరు.',
  'hub.trust.portals': 'డీలర్లను ఆయిల్ కంపెనీల సొంత పద్ధతిలో, వాటి అధికారిక పోర్టల్‌లలో మాత్రమే ఎంపిక చేస్తారు:',
  'hub.trust.usedBy': '({brands} డీలర్ల ఎంపిక కోసం)',
  'hub.trust.neverPay': '“మంజూరు” కోసం ఏ వ్యక్తికీ, ఏ వ్యక్తిగత బ్యాంకు ఖాతాలోకీ ఎప్పుడూ ఫీజు కట్టకండి.',
  'hub.trust.lookAlike':
    'అసలు వాటిలాగే కనిపించే నకిలీ వెబ్‌సైట్లు, నకిలీ మంజూరు లేఖలు ఉన్నాయి: ప్రతి వెబ్‌సైట్ అడ్రస్‌ను, ప్రతి లేఖను పైన ఉన్న అధికారిక పోర్టల్‌లతో సరిచూసుకోండి.',
  'hub.trust.report':
    'మోసం అని అనుమానం వస్తే, జాతీయ సైబర్ క్రైమ్ హెల్ప్‌లైన్ {helpline} నంబర్‌కు ఫోన్ చేయండి, లేదా {portal} వెబ్‌సైట్‌లో ఫిర్యాదు చేయండి.',
} satisfies Translation<typeof en>;

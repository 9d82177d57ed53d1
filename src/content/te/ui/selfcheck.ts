import type en from '../../en/ui/selfcheck.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the eligibility self-check: its form, its result and its composed sentences. */
export default {
  'eligibilityPage.title': 'పెట్రోల్ బంక్ (పెట్రోల్ పంప్) డీలర్‌షిప్: మీ అర్హత మీరే పోల్చి చూసుకోండి',
  'eligibilityPage.description':
    '{brands} అడిగే వాటితో మీ వయసు, చదువు, భూమి, డబ్బు పోల్చి చూసుకోండి. భూమిని ఎకరాలు, సెంట్లు, గుంటలు లేదా చదరపు మీటర్లలో (చ.మీ.) ఇవ్వవచ్చు.',
  'eligibilityPage.heading': 'మీ అర్హత చూసుకోండి',
  'eligibilityPage.lead':
    'ఇది ఒక గైడ్ మాత్రమే, నిర్ణయం కాదు: ఎవరిని ఎంపిక చేయాలో ఆయిల్ కంపెనీలే నిర్ణయిస్తాయి. ఈ పోలిక మీ బ్రౌజర్‌లోనే జరుగుతుంది; మీరు నింపిన వివరాలను మేము ఎక్కడా దాచుకోం. ఫలితాన్ని ఇతరులతో పంచుకోవడానికి వీలుగా మీ జవాబులు ఈ పేజీ లింక్‌లోనే ఉంటాయి: ఆ లింక్ ఎవరికి పంపితే వారికి మీ జవాబులన్నీ కనిపిస్తాయి, మీ వర్గం, మీ దగ్గర ఉన్న డబ్బు కూడా.',
  'eligibilityPage.section': 'మీ జవాబులు, ఒక్కో బ్రాండ్ ప్రకారం అవి ఎలా ఉన్నాయి',
  'eligibilityPage.noscript':
    'ఈ అర్హత పోలిక పనిచేయాలంటే మీ బ్రౌజర్‌లో JavaScript అనే సెట్టింగ్ ఆన్‌లో ఉండాలి; ఇప్పుడు అది ఆఫ్‌లో ఉంది. “{hub}” పేజీలో ప్రతి బ్రాండ్ అంకెలు ఉన్నాయి; వాటితో మీరే సరిచూసుకోవచ్చు.',
  'eligibility.form.label': 'మీ వివరాలు',
  'eligibility.form.legend': 'మీ గురించి, మీ భూమి, మీ డబ్బు గురించి',
  'eligibility.form.age': 'మీ వయసు (సంవత్సరాలు)',
  'eligibility.form.choose': 'ఎంచుకోండి',
  'eligibility.form.citizen': 'మీరు భారత పౌరులా?',
  'eligibility.form.yes': 'అవును',
  'eligibility.form.no': 'కాదు',
  'eligibility.form.site': 'స్థలం రకం',
  'eligibility.form.area': 'భూమి విస్తీర్ణం',
  'eligibility.form.areaHint': 'మీ స్థలం ఎంత పెద్దది',
  'eligibility.form.unit': 'కొలత',
  'eligibility.form.unitHint': '{acre} = {cents} = {guntas} = సుమారు {sqm} (చ.మీ. అంటే చదరపు మీటర్లు)',
  'eligibility.form.frontage': 'రోడ్డు వైపు స్థలం వెడల్పు (మీటర్లు)',
  'eligibility.form.land': 'మీ భూమి',
  'eligibility.form.owned': 'సొంతం',
  'eligibility.form.leased': 'లీజుకు తీసుకున్నది',
  'eligibility.form.lease': 'లీజు కాలం (సంవత్సరాలు)',
  'eligibility.form.leaseHint': 'భూమి లీజుకు తీసుకున్నదైతేనే నింపండి',
  'eligibility.form.categories': 'మీకు వర్తించే వర్గాలు',
  'eligibility.form.funds': 'మీ దగ్గర ఉన్న డబ్బు (లక్షల్లో)',
  'eligibility.form.fundsHint':
    'ఇప్పుడు మీ దగ్గర ఉన్న డబ్బు మాత్రమే రాయండి: ఇంకా చేతికి రాని అప్పును కలపకండి. ఉదాహరణకు, {amount} అయితే {lakh} అని రాయండి',
  'eligibility.form.submit': 'నా ఫలితం చూపండి',
  'eligibility.form.clear': 'జవాబులు తొలగించండి',
  'eligibility.level.below10': '10వ తరగతి పాస్ కాలేదు',
  'eligibility.level.class10': '10వ తరగతి పాస్',
  'eligibility.level.class12': '12వ తరగతి (ఇంటర్) పాస్',
  'eligibility.level.diploma': 'డిప్లొమా (ఉదాహరణకు ఇంజనీరింగ్)',
  'eligibility.level.graduate': 'డిగ్రీ లేదా ప్రొఫెషనల్ కోర్సు (CA, CS, ICWA)',
  'eligibility.result.title': 'మీ ఫలితం',
  'eligibility.result.empty': 'ఒక్కో బ్రాండ్‌కు మీరు ఎంతవరకు సరిపోతారో చూడటానికి, పైన ఉన్న ఏ ప్రశ్నకైనా జవాబు ఇవ్వండి.',
  'eligibility.closest.title': 'మీ జవాబులకు అన్నిటికంటే దగ్గరగా ఉన్నవి: {brands}',
  'eligibility.closest.nextLabel': 'తర్వాత చేయాల్సింది:',
  'eligibility.closest.next': '{portal} లో ఇప్పుడు ఉన్న అవకాశాలు చూసి దరఖాస్తు చేయండి, లేదా {guide}.',
  'eligibility.closest.titleNone':
    'ఈ జవాబులతో మీరు ఏ కంపెనీ నియమాలకూ సరిపోరు. మీ జవాబులకు అన్నిటికంటే దగ్గరగా ఉన్నవి: {brands}',
  'eligibility.closest.nextNone':
    '{brand} నియమాలు ప్రతి కొత్త అవకాశంతో మారవచ్చు, కాబట్టి దాని ఇప్పటి అవకాశాల నియమాలు {portal} లో చూడండి.',
  'eligibility.closest.officialPortal': 'అధికారిక పోర్టల్',
  'eligibility.closest.guide': 'మీ {brand} దరఖాస్తుకు మా సలహా పొందండి',
  'eligibility.closest.nextClosed':
    'ఇక్కడ చూపిన {brand} అవకాశాలన్నీ ముగిశాయి: ఇప్పుడు ఏదైనా అవకాశం ఉందేమో {portal} లో చూడండి.',
  'eligibility.closest.titleSoFar':
    'ఇప్పటివరకు మీ జవాబులకు అన్నిటికంటే దగ్గరగా ఉన్నవి (ఇంకా పూర్తిగా తెలియదు): {brands}',
  'eligibility.closest.titleNoneRuledOut': 'ఇప్పటివరకు మీ జవాబుల ప్రకారం, ఏ బ్రాండ్‌కూ మీరు సరిపోరని తేలలేదు',
  'eligibility.closest.nextAnswer':
    'మరింత పూర్తిగా సరిచూడటానికి, పైన ఇంకా జవాబు ఇవ్వని ప్రశ్నలకు ({questions}) జవాబు ఇవ్వండి.',
  'eligibility.head.cannotSay': 'ఈ జవాబులతో మీరు ఏ కంపెనీ నియమాలకైనా సరిపోతారని చెప్పలేం',
  'eligibility.closest.nextUnknown': 'ఎవరికైనా డబ్బు కట్టే ముందు, {portal} లో {brand} సొంత నియమాలు చదవండి.',
  'eligibility.head.notCitizen': 'ఇక్కడ పౌరసత్వ నియమం ఇచ్చిన ప్రతి బ్రాండ్ భారత పౌరసత్వం అడుగుతుంది',
  'eligibility.head.notCitizenUnstated':
    'ఇక్కడ {brand} కోసం పౌరసత్వ నియమం ఏదీ ఇవ్వలేదు: డబ్బు ఏమైనా ఖర్చు పెట్టే ముందు {portal} లో దాని నియమాలు చదవండి.',
  'eligibility.quotas': 'కోటాలు, ప్రాధాన్యాలు',
  'eligibility.criterion.citizenship': 'పౌరసత్వం',
  'eligibility.criterion.age': 'వయసు',
  'eligibility.criterion.education': 'చదువు',
  'eligibility.criterion.area': 'భూమి విస్తీర్ణం',
  'eligibility.criterion.frontage': 'రోడ్డు వైపు వెడల్పు',
  'eligibility.criterion.tenure': 'సొంతం లేదా లీజు',
  'eligibility.criterion.funds': 'డబ్బు',
  'eligibility.criterionStatus': '{criterion}: {status}.',
  'eligibility.status.meets': 'సరిపోతుంది',
  'eligibility.status.fails': 'సరిపోదు',
  'eligibility.status.notStated': '{brand} కంపెనీని అడగండి',
  'eligibility.status.unanswered': 'ఇంకా సరిచూడలేదు',
  'eligibility.status.othersExclude': 'ఇక్కడ ఇవ్వలేదు',
  'eligibility.sites': '{site} స్థలం',
  'eligibility.citizenship.notListed': 'ఇక్కడ {brand} కోసం పౌరసత్వ నియమం ఏదీ ఇవ్వలేదు.',
  'eligibility.citizenship.ask': 'పౌరసత్వం',
  'eligibility.citizenship.unanswered': 'మీరు భారత పౌరులా కాదా చెప్పండి.',
  'eligibility.citizenship.meets': '{brand} అడిగేది: {rule}. మీరు భారత పౌరులు.',
  'eligibility.citizenship.fails': '{brand} అడిగేది: {rule}. మీరు భారత పౌరులు కాదని చెప్పారు.',
  'eligibility.citizenship.gap': 'భారత పౌరసత్వం ఉండాలి',
  'eligibility.age.notListed': 'ఇక్కడ {brand} కోసం వయసు పరిమితులు ఇవ్వలేదు.',
  'eligibility.age.ask': 'వయసు పరిమితులు',
  'eligibility.age.unanswered': 'మీ వయసు రాయండి.',
  'eligibility.age.reason': '{brand} అడిగే వయసు {range}; మీ వయసు {age}.',
  'eligibility.age.gap': 'వయసు {range} ఉండాలి',
  'eligibility.education.notListed': 'ఇక్కడ {brand} కోసం చదువు నియమం ఏదీ ఇవ్వలేదు.',
  'eligibility.education.ask': 'చదువు',
  'eligibility.education.chooseSite': 'స్థలం రకం ఎంచుకోండి: స్థలాన్ని బట్టి నియమం మారుతుంది.',
  'eligibility.education.notListedForSite': 'ఇక్కడ {brand} {where} కోసం చదువు నియమం ఏదీ ఇవ్వలేదు.',
  'eligibility.education.unanswered': 'మీ చదువు ఎంచుకోండి.',
  'eligibility.education.reason': '{brand} అడిగేది: {rule}. మీ చదువు: {education}.',
  'eligibility.education.limit': '{rule}',
  'eligibility.site.choose': 'స్థలం రకం ఎంచుకోండి.',
  'eligibility.area.notListed': 'ఇక్కడ {brand} {where} కోసం విస్తీర్ణం ఇవ్వలేదు.',
  'eligibility.area.notListedNote':
    'ఇక్కడ {brand} {where} కోసం విస్తీర్ణం ఇవ్వలేదు. ఆ స్థలం గురించి {brand} చెప్పేది: “{note}”.',
  'eligibility.area.limit': '{where} కోసం {needed}, అంటే {equivalent}',
  'eligibility.area.ask': '{where} కోసం విస్తీర్ణం',
  'eligibility.area.unanswered': 'మీ భూమి విస్తీర్ణం రాయండి.',
  'eligibility.area.reason':
    '{brand} {where} కోసం {range} ({equivalent}) అడుగుతుంది; మీ స్థలం: {given}.',
  'eligibility.area.gap': 'భూమి {short} ({equivalent}) తక్కువ ఉంది ({where} కోసం {needed} ఉండాలి)',
  'eligibility.frontage.notListed': 'ఇక్కడ {brand} {where} కోసం రోడ్డు వైపు వెడల్పు ఇవ్వలేదు.',
  'eligibility.frontage.notListedNote':
    'ఇక్కడ {brand} {where} కోసం రోడ్డు వైపు వెడల్పు ఇవ్వలేదు. ఆ స్థలం గురించి {brand} చెప్పేది: “{note}”.',
  'eligibility.frontage.limit': '{where} కోసం రోడ్డు వైపు {needed} వెడల్పు',
  'eligibility.frontage.ask': '{where} కోసం రోడ్డు వైపు వెడల్పు',
  'eligibility.frontage.unanswered': 'మీ స్థలం రోడ్డు వైపు వెడల్పు రాయండి.',
  'eligibility.frontage.reason':
    '{brand} {where} కోసం రోడ్డు వైపు {range} వెడల్పు అడుగుతుంది; మీ స్థలానికి {given} ఉంది.',
  'eligibility.frontage.gap': 'రోడ్డు వైపు ఇంకా {short} వెడల్పు కావాలి ({where} కోసం {needed})',
  'eligibility.tenure.notListed': 'ఇక్కడ {brand} కోసం సొంత భూమి లేదా లీజు గురించి నియమం ఏదీ ఇవ్వలేదు.',
  'eligibility.tenure.ask': 'సొంత భూమి లేదా లీజు',
  'eligibility.tenure.unanswered': 'భూమి మీ సొంతమా, లీజుకు తీసుకున్నదా చెప్పండి.',
  'eligibility.tenure.ownedMeets': '{brand} సొంత స్థలాన్ని ఒప్పుకుంటుంది; మీ స్థలం మీ సొంతం.',
  'eligibility.tenure.leaseOnly':
    '{brand} లీజు గురించి మాత్రమే చెబుతుంది (లీజు కాలం {years}); సొంత స్థలం కూడా సరిపోతుందా అని అడగండి.',
  'eligibility.tenure.askOwned': 'సొంత స్థలం సరిపోతుందా అనే విషయం',
  'eligibility.tenure.leaseUnanswered': 'మీ లీజు ఎన్ని సంవత్సరాలో రాయండి.',
  'eligibility.tenure.reason': '{brand} అడిగే లీజు కాలం {years}; మీ లీజు {lease}.',
  'eligibility.tenure.gap': 'లీజు కాలం {years} ఉండాలి',
  'eligibility.funds.notListed': 'ఇక్కడ {brand} కోసం పెట్టుబడి అంకెలు ఇవ్వలేదు.',
  'eligibility.funds.ask': 'పెట్టుబడి',
  'eligibility.funds.unanswered': 'మీ దగ్గర ఉన్న డబ్బు లక్షల్లో రాయండి.',
  'eligibility.funds.gap': 'డబ్బు {amount} తక్కువ ఉంది ({what})',
  'eligibility.funds.fromOwnLand': 'సొంత భూమి అయితే, డిపాజిట్, నిర్మాణ ఖర్చు కలిపి కనీసం {amount} అవుతుంది',
  'eligibility.funds.fromInAll': 'అన్నీ కలిపి, అంకెలు కనీసం {amount} అవుతాయి',
  'eligibility.funds.limit': 'కనీసం {amount}',
  'eligibility.funds.ownLand':
    'భూమి మీ సొంతం కాబట్టి, {brand} చెప్పిన అంకెల ప్రకారం {deposit} ({depositAmount}), {build} ఖర్చు ({buildAmount}) కలిపి కనీసం {min} అవుతుంది; మీ దగ్గర ఉన్న డబ్బు: {funds}.',
  'eligibility.funds.totalOnlyMeets':
    '{brand} మొత్తం పెట్టుబడి {total} అని మాత్రమే చెబుతుంది, భూమితో కలిపి; మీ దగ్గర ఉన్న {funds}, ఆ పెద్ద అంకె కంటే కూడా తక్కువ కాదు.',
  'eligibility.funds.totalOnly':
    '{brand} మొత్తం పెట్టుబడి {total} అని మాత్రమే చెబుతుంది, భూమికి ఎంత, మిగతావాటికి ఎంత అని విడిగా చెప్పలేదు. అందుకే సొంత భూమి అయితే మీకు ఎంత కావాలో ఇక్కడ లెక్కించలేం; మీ దగ్గర ఉన్న డబ్బు: {funds}.',
  'eligibility.funds.askOwnLand': 'సొంత భూమి అయితే కావాల్సిన పెట్టుబడి',
  'eligibility.funds.lowEnd':
    '{reason} మీ డబ్బు తక్కువ అంకెకు మాత్రమే సరిపోతుంది: అంకెలు {high} వరకు ఉన్నాయి. మీ స్థలానికి ఎంత ఖర్చవుతుందో {brand} కంపెనీనే అడగాలి.',
  'eligibility.funds.lowEndOpen':
    '{reason} మీ డబ్బు తక్కువ అంకెకు మాత్రమే సరిపోతుంది: అంకెలు ఎంత వరకు వెళ్తాయో చెప్పలేదు. మీ స్థలానికి ఎంత ఖర్చవుతుందో {brand} కంపెనీనే అడగాలి.',
  'eligibility.funds.askSiteCost': 'మీ స్థలానికి అయ్యే ఖర్చు',
  'eligibility.funds.noTotal': 'ఇక్కడ {brand} కోసం మొత్తం పెట్టుబడి ఇవ్వలేదు.',
  'eligibility.funds.askTotal': 'మొత్తం పెట్టుబడి',
  'eligibility.funds.reason':
    '{brand} మొత్తం పెట్టుబడి {total}, అంటే కనీసం {low}; మీ దగ్గర ఉన్న డబ్బు: {funds}.',
  'eligibility.funds.reasonIfOwned':
    '{brand} మొత్తం పెట్టుబడి {total}, అంటే కనీసం {low}; మీ దగ్గర ఉన్న డబ్బు: {funds}. భూమి మీ సొంతమైతే, పైన “సొంతం” ఎంచుకోండి: అప్పుడు డిపాజిట్, నిర్మాణ ఖర్చు మాత్రమే లెక్కలోకి వస్తాయి.',
  'eligibility.category.notStated':
    '{group}: ఈ వర్గానికి {brand} ఇచ్చే కోటా గానీ ప్రాధాన్యం గానీ ఏదీ ఇక్కడ నమోదు కాలేదు; అయితే ఏదైనా ఒక అవకాశంలో అది ప్రకటించి ఉండవచ్చు.',
  'eligibility.category.none': '{group}: ఇక్కడ ఉన్న {brand} వివరాల్లో ఈ వర్గానికి కోటా గానీ ప్రాధాన్యం గానీ లేదు.',
  'eligibility.category.quotaShare':
    '{group}: {brand} తన డీలర్‌షిప్‌లలో {percent}% ఈ వర్గానికి రిజర్వ్ చేస్తుంది.',
  'eligibility.category.quota':
    '{group}: {brand} తన డీలర్‌షిప్‌లలో కొన్ని ఈ వర్గానికి రిజర్వ్ చేస్తుంది; ఎన్ని అనేది చెప్పలేదు.',
  'eligibility.category.preference': '{group}: {brand} ఈ వర్గానికి ప్రాధాన్యం ఇస్తుంది.',
  'eligibility.funds.ownLandDisagree':
    '{ownLand} {brand} సొంత అంకెలు ఒకదానితో ఒకటి సరిపోలడం లేదు: మొత్తం పెట్టుబడి కనీసం {total} అని చెబుతుంది, కానీ {deposit}, {build} ఈ రెండింటికే కలిపి కనీసం {parts} అవుతుంది. ఈ పోలికకు పెద్ద అంకె ({parts}) తీసుకున్నాం; ఏది సరైనదో {brand} కంపెనీని అడగండి.',
  'eligibility.funds.partsDisagreeFunds':
    '{disagree} ఈ పోలికకు రెండు కనీస అంకెల్లో పెద్దది ({used}) తీసుకున్నాం; మీ దగ్గర ఉన్న డబ్బు: {funds}.',
  'eligibility.funds.disagreeFunds':
    '{brand} సొంత అంకెలు ఒకదానితో ఒకటి సరిపోలడం లేదు: మొత్తం పెట్టుబడి కనీసం {total} అని చెబుతుంది, కానీ {deposit}, {build} ఈ రెండింటికే కలిపి కనీసం {parts} అవుతుంది. ఈ పోలికకు పెద్ద అంకె ({parts}) తీసుకున్నాం; మీ దగ్గర ఉన్న డబ్బు: {funds}. ఏది సరైనదో {brand} కంపెనీని అడగండి.',
  'eligibility.verdict.failsOne': 'ఇక్కడ ఇచ్చిన {count} నియమానికి సరిపోలేదు',
  'eligibility.verdict.failsMany': 'ఇక్కడ ఇచ్చిన {count} నియమాలకు సరిపోలేదు',
  'eligibility.verdict.check': '{brand} కంపెనీని అడిగి తెలుసుకోండి',
  'eligibility.verdict.openOne': 'ఇంకా తెలియదు: మరో {count} ప్రశ్నకు జవాబు కావాలి ({questions})',
  'eligibility.verdict.openMany': 'ఇంకా తెలియదు: మరో {count} ప్రశ్నలకు జవాబులు కావాలి ({questions})',
  'eligibility.verdict.likely': 'అర్హత ఉన్నట్టు కనిపిస్తోంది',
  'eligibility.verdict.cannotSay': 'మీరు సరిపోతారో లేదో తెలియదు: నియమాలు ఇక్కడ ఇవ్వలేదు',
  'eligibility.summary.likely': 'అర్హత ఉన్నట్టు కనిపిస్తోంది: {brands}.',
  'eligibility.summary.check': 'కంపెనీని అడిగి తెలుసుకోండి: {brands}.',
  'eligibility.summary.notEligible': 'ఇక్కడ ఇచ్చిన కనీసం ఒక నియమానికి సరిపోలేదు: {brands}.',
  'eligibility.summary.cannotSay': 'నియమాలు ఇక్కడ ఇవ్వనందువల్ల మీరు సరిపోతారో లేదో తెలియదు: {brands}.',
  'eligibility.summary.incomplete': 'ఇంకా జవాబులు కావాలి: {brands}.',
  'eligibility.gaps.likely': '{brand} చెప్పిన అన్ని నియమాలకు మీరు సరిపోతారు.',
  'eligibility.gaps.incomplete':
    'మీరు ఇప్పటివరకు ఇచ్చిన జవాబుల్లో ఏదీ {brand} ఇచ్చిన నియమాలకు విరుద్ధంగా లేదు; మరింత పూర్తిగా సరిచూడటానికి మిగతా ప్రశ్నలకు కూడా జవాబు ఇవ్వండి.',
  'eligibility.gaps.check':
    'మీరు ఇచ్చిన జవాబుల్లో ఏదీ ఇక్కడ ఉన్న {brand} నియమాలకు విరుద్ధంగా లేదు; కానీ కొన్ని విషయాలు {brand} కంపెనీయే తేల్చాలి.',
  'eligibility.gaps.cannotSay':
    'ఇక్కడ {brand} కోసం {topics} గురించి నియమం ఏదీ ఇవ్వలేదు, కాబట్టి మీరు దాని నియమాలకు సరిపోతారని ఈ పోలికలో చెప్పలేం: వీటి గురించి ఇక్కడ నియమం ఇచ్చిన ప్రతి బ్రాండ్ ప్రకారం మీ జవాబులు సరిపోవు.',
  'eligibility.gaps.missing': 'సరిపోనివి: {gaps}.',
  'eligibility.gaps.ask': '{topics} గురించి {brand} కంపెనీని అడగండి.',
  'eligibility.othersExclude':
    '{reason} ఈ నియమం ఇచ్చిన ప్రతి బ్రాండ్ ప్రకారం మీ జవాబు సరిపోదు: {limits}. అందుకే మీరు ఈ నియమానికి సరిపోతారని ఈ పోలికలో చెప్పలేం.',
  'eligibility.limitOf': '{limit} ({brands})',
} satisfies Translation<typeof en>;

import type en from '../../en/ui/hub.ts';
import type { Translation } from '../../../i18n/ui.ts';

/** UI strings of the dealership hub comparing the five brands, and of the eligibility self-check. */
export default {
  'hub.title': 'பெட்ரோல் பங்க் டீலர்ஷிப்களை ஒப்பிடுங்கள்',
  'hub.description':
    '{brands} டீலர்ஷிப்களை அருகருகே ஒப்பிட்டுப் பாருங்கள்; உங்கள் தகுதியை நீங்களே சரிபாருங்கள்; இப்போதைய வாய்ப்புகளையும், மோசடியில் சிக்காமல் இருக்கும் வழிகளையும் தெரிந்துகொள்ளுங்கள்.',
  'hub.lead':
    '{brands}: ஒவ்வொரு நிறுவனமும் என்ன கேட்கிறது என்பதை அருகருகே பாருங்கள். உங்கள் தகுதியை நீங்களே சரிபார்க்கும் வசதியும், நிறுவனங்கள் அறிவித்துள்ள வாய்ப்புகளும் இங்கே உள்ளன. ஒவ்வொரு விவரமும் அந்த நிறுவனம் சொன்னபடியே, எந்தத் தேதி நிலவரப்படி என்பதோடு தரப்பட்டுள்ளது.',

  'hub.compare.title': 'நிறுவனங்களின் ஒப்பீடு',
  'hub.compare.intro':
    'முதலில் பண விவரம், பிறகு எல்லா விவரங்களும். முழு வழிகாட்டியைப் பார்க்க ஒரு நிறுவனத்தைத் தேர்ந்தெடுங்கள்.',
  'hub.compare.caption': 'ஒவ்வொரு நிறுவனத்தின் டீலர்ஷிப் தேவைகள், அந்த நிறுவனம் சொன்னபடி',
  'hub.stale':
    'ஓராண்டுக்கும் மேல் பழைய விவரங்கள்: {brands}. இவை மாறியிருக்கலாம்; முடிவு எடுக்கும் முன் ஒவ்வொரு நிறுவனத்தின் அதிகாரப்பூர்வ இணையதளத்திலும் சரிபாருங்கள்.',

  'hub.table.scrollHint': '{count} நெடுவரிசைகள்: மேலும் பார்க்க அட்டவணையைப் பக்கவாட்டில் நகர்த்துங்கள்',
  'hub.table.brand': 'நிறுவனம்',
  'hub.table.officialSite': 'அதிகாரப்பூர்வ இணையதளம்',
  'hub.column.investment': 'மொத்த முதலீடு',
  'hub.column.deposit': 'டெபாசிட் தொகை',
  'hub.column.landRural': 'கிராமப்புற நிலம்',
  'hub.column.landUrban': 'நகர்ப்புற நிலம்',
  'hub.column.landHighway': 'நெடுஞ்சாலை நிலம்',
  'hub.column.fee': 'விண்ணப்பக் கட்டணம்',
  'hub.column.outlets': 'பங்க்குகள்',
  'hub.column.roi': 'லாபம் (ROI)',
  'hub.column.lease': 'சொந்த நிலம் அல்லது குத்தகை நிலம்',
  'hub.column.age': 'வயது',
  'hub.column.education': 'கல்வித் தகுதி',
  'hub.column.quotas': 'இட ஒதுக்கீடும் முன்னுரிமையும்',
  'hub.column.selection': 'தேர்ந்தெடுக்க ஆகும் காலம்',
  'hub.column.asOf': 'விவரங்களின் நிலவரத் தேதி',
  'hub.notStated': 'குறிப்பிடப்படவில்லை',
  'hub.cell.frontage': 'சாலையோர நில அகலம் {range}',
  'hub.cell.frontageNotStated': 'சாலையோர நில அகலம் குறிப்பிடப்படவில்லை',
  'hub.cell.labelled': '{label}: {figures}',
  'hub.cell.ownedOrLeased': 'சொந்த நிலம் அல்லது குத்தகை நிலம் (காலம்: {years})',
  'hub.cell.leased': 'குத்தகை நிலம் (காலம்: {years})',
  'hub.cell.roiAverage': 'சராசரி {range}',
  'hub.cell.roiOver': '{range} (காலம்: {period})',
  'hub.cell.roiAverageOver': 'சராசரி {range} (காலம்: {period})',
  'hub.cell.outlets': '{count} {qualifier} பங்க்குகள்',
  'hub.sort.ascending': '{column} அடிப்படையில் வரிசைப்படுத்தப்பட்டது, குறைவானது முதலில்: {brands}.',
  'hub.sort.descending': '{column} அடிப்படையில் வரிசைப்படுத்தப்பட்டது, அதிகமானது முதலில்: {brands}.',
  'hub.sort.investment': 'மொத்த முதலீடு',
  'hub.sort.roi': 'லாபம் (ROI)',

  'hub.bars.caption':
    'மொத்த முதலீடு (வெளிர் பட்டை), டெபாசிட் தொகை (அடர் பட்டை), விண்ணப்பக் கட்டணம் (அடர் குறி) ஆகியவை {from} முதல் {to} வரையிலான ஒரே அளவுகோலில் காட்டப்பட்டுள்ளன. கட்டணங்கள் மிகச் சிறிய தொகை என்பதால், அவற்றின் குறிகள் தொடக்கத்திலேயே உள்ளன.',
  'hub.bars.figures': 'மொத்தம்: {total}; டெபாசிட் தொகை: {deposit}; விண்ணப்பக் கட்டணம்: {fee}',
  'hub.bars.notStated': 'குறிப்பிடப்படவில்லை',

  'hub.eligibility.intro':
    'உங்கள் வயது, கல்வி, நிலம் (ஏக்கர், சென்ட் அல்லது சதுர மீட்டரில்), உங்களிடம் உள்ள பணம் ஆகியவற்றை ஒவ்வொரு நிறுவனத்தின் தேவைகளோடும் ஒப்பிட்டுப் பாருங்கள்; உங்களுக்கு மிக நெருக்கமான நிறுவனம் முதலில் வரும்.',
  'hub.eligibility.start': 'தகுதிச் சரிபார்ப்பைத் தொடங்குங்கள்',

  'hub.openings.title': 'வாய்ப்புகள் ஒரே பார்வையில்',
  'hub.openings.intro':
    'நிறுவனங்கள் அறிவித்துள்ள எல்லா வாய்ப்புகளும் இங்கே; இப்போது விண்ணப்பிக்கக்கூடியவை முதலில். இந்தப் பக்கம் தயாரான நாளான {date} அன்றைய நிலவரம் இது; எப்போதும் அதிகாரப்பூர்வ இணையதளத்தில் உறுதி செய்யுங்கள்.',
  'hub.openings.announced': 'அறிவிக்கப்பட்டது',
  'hub.openings.deadline': 'கடைசி தேதி',
  'hub.openings.noDeadline': 'குறிப்பிடப்படவில்லை: அதிகாரப்பூர்வ இணையதளத்தில் பாருங்கள்',
  'hub.openings.ongoingAsOf': '{date} நிலவரப்படி நடைபெறுகிறது',
  'hub.openings.sites': '{sites} இடங்கள்',
  'hub.openings.countedSites': '{count} {sites} இடங்கள்',
  'hub.openings.fee': 'விண்ணப்பக் கட்டணம் {fee}',

  'hub.trust.title': 'பாதுகாப்பாக விண்ணப்பியுங்கள்: டீலர்களைத் தேர்ந்தெடுப்பது எண்ணெய் நிறுவனங்கள் மட்டுமே',
  'hub.trust.independent':
    '{site} எண்ணெய் நிறுவனங்களைச் சேராத தனி நிறுவனம்: நாங்கள் எந்த எண்ணெய் நிறுவனத்தின் முகவரும் அல்ல. எங்களையும் சேர்த்து, யாராலும் உங்களுக்கு டீலர்ஷிப் கிடைக்கும் என்று உறுதி தர முடியாது.',
  'hub.trust.portals':
    'எண்ணெய் நிறுவனங்களின் சொந்த நடைமுறைகள், அதிகாரப்பூர்வ இணையதளங்கள் மூலம் மட்டுமே டீலர்கள் தேர்ந்தெடுக்கப்படுகிறார்கள்:',
  'hub.trust.usedBy': '({brands}: டீலர் தேர்ந்தெடுப்பு)',
  'hub.trust.neverPay':
    '“அனுமதி” பெற்றுத் தருவதாகச் சொல்லும் எந்த நபருக்கும், எந்தத் தனிநபர் வங்கிக் கணக்கிலும் ஒருபோதும் பணம் செலுத்தாதீர்கள்.',
  'hub.trust.lookAlike':
    'அசல் போலவே தோன்றும் போலி இணையதளங்களும் போலி அனுமதிக் கடிதங்களும் உள்ளன: ஒவ்வொரு இணைய முகவரியையும் கடிதத்தையும் மேலே உள்ள அதிகாரப்பூர்வ இணையதளங்களில் சரிபாருங்கள்.',
  'hub.trust.report':
    'மோசடி என்று சந்தேகம் வந்தால், தேசிய சைபர் குற்ற உதவி எண்ணை ({helpline}) அழையுங்கள் அல்லது {portal} இணையதளத்தில் புகார் செய்யுங்கள்.',

  'eligibility.title': 'பெட்ரோல் பங்க் டீலர்ஷிப் தகுதிச் சரிபார்ப்பு',
  'eligibility.description':
    '{brands} கேட்கும் தேவைகளோடு உங்கள் வயது, கல்வி, நிலம், பண வசதியை ஒப்பிட்டுப் பாருங்கள். நிலத்தை ஏக்கர், சென்ட், குண்டா அல்லது சதுர மீட்டரில் தரலாம்.',
  'eligibility.heading': 'உங்கள் தகுதியைச் சரிபாருங்கள்',
  'eligibility.lead':
    'இது ஒரு வழிகாட்டி மட்டுமே, இறுதி முடிவு அல்ல: யார் தேர்ந்தெடுக்கப்படுவார்கள் என்பதை எண்ணெய் நிறுவனங்கள் மட்டுமே முடிவு செய்யும். இந்தச் சரிபார்ப்பு உங்கள் பிரவுசரில் மட்டுமே நடக்கிறது; நீங்கள் தரும் எதுவும் எங்கும் அனுப்பப்படுவதில்லை, சேமிக்கப்படுவதும் இல்லை. உங்கள் பதில்கள் இந்தப் பக்கத்தின் முகவரியிலேயே இருக்கும்; அதனால் இந்த லிங்க்கைப் பகிர்ந்து, சரிபார்ப்பில் தெரிந்தவற்றை மற்றவர்களுக்கும் காட்டலாம்.',
  'eligibility.section': 'ஒவ்வொரு நிறுவனத்தின் தேவைகளோடு உங்கள் பதில்கள்',
  'eligibility.noscript':
    'தகுதிச் சரிபார்ப்புக்கு JavaScript தேவை; உங்கள் பிரவுசரில் அது நிறுத்தப்பட்டுள்ளது. {hub} பக்கத்தில் உள்ள ஒப்பீட்டில் ஒவ்வொரு நிறுவனத்தின் விவரங்களும் உள்ளன; அவற்றோடு நீங்களே ஒப்பிட்டுப் பார்க்கலாம்.',

  'eligibility.form.label': 'உங்கள் விவரங்கள்',
  'eligibility.form.legend': 'உங்களைப் பற்றி, உங்கள் நிலம், உங்கள் பணம் பற்றி',
  'eligibility.form.age': 'உங்கள் வயது (ஆண்டுகள்)',
  'eligibility.form.choose': 'தேர்ந்தெடுங்கள்',
  'eligibility.form.citizen': 'உங்களுக்கு இந்தியக் குடியுரிமை உள்ளதா?',
  'eligibility.form.yes': 'ஆம்',
  'eligibility.form.no': 'இல்லை',
  'eligibility.form.site': 'இட வகை',
  'eligibility.form.area': 'நில அளவு',
  'eligibility.form.areaHint': 'உங்கள் நிலத்தின் பரப்பளவு',
  'eligibility.form.unit': 'அலகு',
  'eligibility.form.unitHint': '{acre} = {cents}',
  'eligibility.form.frontage': 'சாலையோர நில அகலம் (மீட்டர்)',
  'eligibility.form.land': 'உங்கள் நிலம்',
  'eligibility.form.owned': 'சொந்த நிலம்',
  'eligibility.form.leased': 'குத்தகை நிலம்',
  'eligibility.form.lease': 'குத்தகைக் காலம் (ஆண்டுகள்)',
  'eligibility.form.leaseHint': 'நிலம் குத்தகை நிலமாக இருந்தால் மட்டும்',
  'eligibility.form.categories': 'உங்களுக்குப் பொருந்தும் பிரிவுகள்',
  'eligibility.form.funds': 'உங்களிடம் உள்ள பணம் (லட்சத்தில்)',
  'eligibility.form.fundsHint': 'எடுத்துக்காட்டாக, {amount} என்றால் {lakh} என்று எழுதுங்கள்',
  'eligibility.form.clear': 'பதில்களை நீக்குங்கள்',
  'eligibility.level.below10': '10ஆம் வகுப்புக்குக் கீழ்',
  'eligibility.level.class10': '10ஆம் வகுப்பு தேர்ச்சி',
  'eligibility.level.class12': '12ஆம் வகுப்பு தேர்ச்சி',
  'eligibility.level.diploma': 'டிப்ளமோ (உதாரணமாக, பொறியியல்)',
  'eligibility.level.graduate': 'பட்டப்படிப்பு அல்லது தொழில்முறைப் படிப்பு (CA, CS, ICWA)',

  'eligibility.result.title': 'சரிபார்ப்பில் தெரிந்தவை',
  'eligibility.result.empty':
    'ஒவ்வொரு நிறுவனத்தோடும் நீங்கள் எப்படிப் பொருந்துகிறீர்கள் என்று பார்க்க, மேலே உள்ள ஏதாவது ஒரு கேள்விக்குப் பதில் தாருங்கள்.',
  'eligibility.closest.title': 'உங்களுக்கு மிக நெருக்கமானது: {brands}',
  'eligibility.closest.nextLabel': 'அடுத்த படி:',
  'eligibility.closest.next':
    'இப்போதைய வாய்ப்புகளைப் பார்த்து, {portal} மூலம் விண்ணப்பியுங்கள்; அல்லது {guide}.',
  'eligibility.closest.officialPortal': 'அதிகாரப்பூர்வ இணையதளம்',
  'eligibility.closest.guide': 'உங்கள் {brand} விண்ணப்பத்துக்கு வழிகாட்டும்படி எங்களிடம் கேளுங்கள்',
  'eligibility.quotas': 'இட ஒதுக்கீடும் முன்னுரிமையும்',

  'eligibility.criterion.citizenship': 'குடியுரிமை',
  'eligibility.criterion.age': 'வயது',
  'eligibility.criterion.education': 'கல்வித் தகுதி',
  'eligibility.criterion.area': 'நில அளவு',
  'eligibility.criterion.frontage': 'சாலையோர நில அகலம்',
  'eligibility.criterion.tenure': 'சொந்த நிலமா, குத்தகை நிலமா',
  'eligibility.criterion.funds': 'பண வசதி',
  'eligibility.status.meets': 'பொருந்துகிறது',
  'eligibility.status.fails': 'பொருந்தவில்லை',
  'eligibility.status.notStated': '{brand} நிறுவனத்திடம் கேளுங்கள்',
  'eligibility.status.unanswered': 'சரிபார்க்கப்படவில்லை',

  'eligibility.sites': '{site} இடங்களுக்கு',
  'eligibility.citizenship.notListed': '{brand} நிறுவனத்தின் குடியுரிமை விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.citizenship.ask': 'குடியுரிமை',
  'eligibility.citizenship.unanswered': 'உங்களுக்கு இந்தியக் குடியுரிமை உள்ளதா என்று சொல்லுங்கள்.',
  'eligibility.citizenship.meets':
    '{brand} நிறுவனம் கேட்பது: {rule}. உங்களுக்கு இந்தியக் குடியுரிமை உள்ளது.',
  'eligibility.citizenship.fails':
    '{brand} நிறுவனம் கேட்பது: {rule}. உங்களுக்கு இந்தியக் குடியுரிமை இல்லை.',
  'eligibility.citizenship.gap': 'இந்தியக் குடியுரிமை',
  'eligibility.age.notListed': '{brand} நிறுவனத்தின் வயது வரம்பு இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.age.ask': 'வயது வரம்பு',
  'eligibility.age.unanswered': 'உங்கள் வயதை எழுதுங்கள்.',
  'eligibility.age.reason': '{brand} நிறுவனம் கேட்கும் வயது {range}; உங்கள் வயது {age}.',
  'eligibility.age.gap': '{range} வயது',
  'eligibility.education.notListed': '{brand} நிறுவனத்தின் கல்வித் தகுதி விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.education.ask': 'கல்வித் தகுதி',
  'eligibility.education.chooseSite': 'இட வகையைத் தேர்ந்தெடுங்கள்: இட வகையைப் பொறுத்து விதி மாறுகிறது.',
  'eligibility.education.notListedForSite':
    '{where} {brand} நிறுவனத்தின் கல்வித் தகுதி விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.education.unanswered': 'உங்கள் கல்வித் தகுதியைத் தேர்ந்தெடுங்கள்.',
  'eligibility.education.reason': '{brand} நிறுவனம் கேட்பது: {rule}. உங்கள் கல்வி: {education}.',
  'eligibility.site.choose': 'இட வகையைத் தேர்ந்தெடுங்கள்.',
  'eligibility.area.notListed': '{where} {brand} நிறுவனம் கேட்கும் நில அளவு இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.area.ask': '{where} வேண்டிய நில அளவு',
  'eligibility.area.unanswered': 'உங்கள் நில அளவை எழுதுங்கள்.',
  'eligibility.area.reason':
    '{where} {brand} நிறுவனம் கேட்பது {range} ({equivalent}); உங்களிடம் உள்ளது {given}.',
  'eligibility.area.gap': 'கூடுதலாக {short} ({equivalent}) நிலம் ({where} {needed} தேவை)',
  'eligibility.frontage.notListed':
    '{where} {brand} நிறுவனம் கேட்கும் சாலையோர நில அகலம் இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.frontage.ask': '{where} வேண்டிய சாலையோர நில அகலம்',
  'eligibility.frontage.unanswered': 'உங்கள் சாலையோர நில அகலத்தை எழுதுங்கள்.',
  'eligibility.frontage.reason':
    '{where} {brand} நிறுவனம் கேட்கும் சாலையோர நில அகலம் {range}; உங்களிடம் உள்ளது {given}.',
  'eligibility.frontage.gap': 'கூடுதலாக {short} சாலையோர நில அகலம் ({where} {needed} தேவை)',
  'eligibility.siteNote': 'அதன் குறிப்பு: “{note}”.',
  'eligibility.tenure.notListed':
    '{brand} நிறுவனத்தின் சொந்த நிலம் அல்லது குத்தகை பற்றிய விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.tenure.ask': 'சொந்த நிலம் அல்லது குத்தகை நிலம்',
  'eligibility.tenure.unanswered': 'உங்கள் நிலம் சொந்த நிலமா, குத்தகை நிலமா என்று சொல்லுங்கள்.',
  'eligibility.tenure.ownedMeets': '{brand} நிறுவனம் சொந்த நிலத்தை ஏற்கிறது; உங்களுடையது சொந்த நிலம்.',
  'eligibility.tenure.leaseOnly':
    '{brand} நிறுவனம் {years} குத்தகை பற்றி மட்டுமே சொல்கிறது; சொந்த நிலம் ஏற்கப்படுமா என்று கேளுங்கள்.',
  'eligibility.tenure.askOwned': 'சொந்த நிலம் ஏற்கப்படுமா என்பது',
  'eligibility.tenure.leaseUnanswered': 'உங்கள் குத்தகைக் காலத்தை எழுதுங்கள்.',
  'eligibility.tenure.reason': '{brand} நிறுவனம் கேட்பது {years} குத்தகை; உங்கள் குத்தகை {lease}.',
  'eligibility.tenure.gap': '{years} குத்தகை',
  'eligibility.funds.notListed': '{brand} நிறுவனத்தின் முதலீட்டு விவரம் இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.funds.ask': 'முதலீடு',
  'eligibility.funds.unanswered': 'உங்களிடம் உள்ள பணத்தை லட்சத்தில் எழுதுங்கள்.',
  'eligibility.funds.gap': 'கூடுதலாக {amount} பணம் ({what})',
  'eligibility.funds.fromOwnLand': 'சொந்த நிலம் என்றால் குறைந்தது {amount}',
  'eligibility.funds.fromInAll': 'மொத்தம் குறைந்தது {amount}',
  'eligibility.funds.ownLand':
    'சொந்த நிலம் என்றால், {brand} நிறுவனத்தின் {deposit} ({depositAmount}), {build} ({buildAmount}) இரண்டும் சேர்ந்து குறைந்தது {min}; உங்களிடம் உள்ளது {funds}.',
  'eligibility.funds.totalOnlyMeets':
    '{brand} நிறுவனம் மொத்த முதலீடு {total} என்று மட்டுமே சொல்கிறது; நிலத்துக்கு எவ்வளவு, மற்றவற்றுக்கு எவ்வளவு என்று பிரித்துச் சொல்லவில்லை. உங்களிடம் உள்ள {funds}, அதன் குறைந்தபட்சத் தொகையை எட்டுகிறது.',
  'eligibility.funds.totalOnly':
    '{brand} நிறுவனம் மொத்த முதலீடு {total} என்று மட்டுமே சொல்கிறது; நிலத்துக்கு எவ்வளவு, மற்றவற்றுக்கு எவ்வளவு என்று பிரித்துச் சொல்லவில்லை. அதனால் சொந்த நிலம் என்றால் உங்களுக்கு எவ்வளவு தேவை என்று இங்கே கணக்கிட முடியாது. உங்களிடம் உள்ளது {funds}.',
  'eligibility.funds.askOwnLand': 'சொந்த நிலம் என்றால் தேவைப்படும் முதலீடு',
  'eligibility.funds.noTotal': '{brand} நிறுவனத்தின் மொத்த முதலீடு இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.funds.askTotal': 'மொத்த முதலீடு',
  'eligibility.funds.reason':
    '{brand} நிறுவனத்தின் மொத்த முதலீடு {total}, குறைந்தது {low}; உங்களிடம் உள்ளது {funds}.',
  'eligibility.funds.ifOwned':
    'நிலம் உங்கள் சொந்த நிலம் என்றால், மேலே அதைக் குறிப்பிடுங்கள்: அப்போது டெபாசிட் தொகையும் கட்டுமானச் செலவும் மட்டுமே கணக்கில் வரும்.',
  'eligibility.category.notStated': '{group}: {brand} நிறுவனம் இதைப் பற்றிக் குறிப்பிடவில்லை.',
  'eligibility.category.none':
    '{group}: {brand} நிறுவனம் இட ஒதுக்கீடோ முன்னுரிமையோ எதுவும் குறிப்பிடவில்லை.',
  'eligibility.category.stated': '{group}: {reservations}.',

  'eligibility.verdict.failsOne': '{count} விதிமுறையில் தகுதி இல்லை',
  'eligibility.verdict.failsMany': '{count} விதிமுறைகளில் தகுதி இல்லை',
  'eligibility.verdict.check': '{brand} நிறுவனத்திடம் கேட்டு உறுதி செய்யுங்கள்',
  'eligibility.verdict.openOne': 'நீங்கள் தந்த விவரங்கள் பொருந்துகின்றன; {count} கேள்விக்கு இன்னும் பதில் இல்லை',
  'eligibility.verdict.openMany':
    'நீங்கள் தந்த விவரங்கள் பொருந்துகின்றன; {count} கேள்விகளுக்கு இன்னும் பதில் இல்லை',
  'eligibility.verdict.likely': 'தகுதி இருக்க வாய்ப்பு அதிகம்',
  'eligibility.summary.likely': 'தகுதி இருக்க வாய்ப்பு அதிகம்: {brands}.',
  'eligibility.summary.check': 'நிறுவனத்திடம் கேட்டு உறுதி செய்யுங்கள்: {brands}.',
  'eligibility.summary.notEligible': 'தகுதி இல்லை: {brands}.',
  'eligibility.summary.incomplete': 'இன்னும் பதில்கள் தேவை: {brands}.',
  'eligibility.gaps.likely': '{brand} நிறுவனம் குறிப்பிடும் எல்லா விதிமுறைகளுக்கும் நீங்கள் பொருந்துகிறீர்கள்.',
  'eligibility.gaps.incomplete':
    'இதுவரை நீங்கள் தந்த விவரங்கள் பொருந்துகின்றன; இன்னும் உறுதியாகத் தெரிய, மீதிக் கேள்விகளுக்கும் பதில் தாருங்கள்.',
  'eligibility.gaps.check': 'நீங்கள் தந்த விவரங்களில் எதிலும் குறை இல்லை.',
  'eligibility.gaps.missing': 'உங்களுக்கு இன்னும் தேவை: {gaps}.',
  'eligibility.gaps.ask': '{topics} பற்றி {brand} நிறுவனத்திடம் கேளுங்கள்.',
} satisfies Translation<typeof en>;

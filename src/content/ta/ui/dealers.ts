import type en from '../../en/ui/dealers.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the five brand dealership guides: labels, badges, headings and sentences around each brand's content. */
export default {
  'dealers.guidanceFee': 'எங்கள் உதவிக்கான கட்டணம்:',

  'dealers.status.open': 'விண்ணப்பிக்கலாம்',
  'dealers.status.closed': 'முடிந்துவிட்டது',
  'dealers.status.ongoing': 'தொடர்ந்து நடைபெறுவதாக அறிவிப்பு',
  'dealers.status.unconfirmed': 'கடைசி தேதி குறிப்பிடப்படவில்லை',

  'dealers.site.rural': 'கிராமப்புற',
  'dealers.site.urban': 'நகர்ப்புற',
  'dealers.site.highway': 'நெடுஞ்சாலை',
  'dealers.siteName.rural': 'கிராமப்புறம்',
  'dealers.siteName.urban': 'நகர்ப்புறம்',
  'dealers.siteName.highway': 'நெடுஞ்சாலை',

  'dealers.group.scSt': 'SC/ST (பட்டியல் இனத்தவர்/பழங்குடியினர்)',
  'dealers.group.obc': 'OBC (இதர பிற்படுத்தப்பட்ட வகுப்பினர்)',
  'dealers.group.women': 'பெண்கள்',
  'dealers.group.exServicemen': 'முன்னாள் ராணுவ வீரர்கள்',
  'dealers.group.experience': 'அனுபவம் உள்ள விண்ணப்பதாரர்கள்',
  'dealers.reservation.quotaShare': '{group} இட ஒதுக்கீடு {percent}%',
  'dealers.reservation.quota': '{group} இட ஒதுக்கீடு',
  'dealers.reservation.preference': '{group} முன்னுரிமை',

  'dealers.figuresAsOf': '{date} நிலவரப்படி உள்ள விவரங்கள்',
  'dealers.stale':
    'இந்த விவரங்கள் {date} நிலவரப்படி உள்ளவை, அதாவது ஓராண்டுக்கும் மேல் பழையவை. இவை மாறியிருக்கலாம்: முடிவு எடுக்கும் முன் அதிகாரப்பூர்வ இணையதளத்தில் சரிபாருங்கள்:',
  'dealers.hero.outlets': 'பங்க்குகள்',
  'dealers.hero.qualifiedOutlets': '{qualifier} பங்க்குகள்',
  'dealers.hero.roi': 'முதலீட்டு வருமானம் (ROI): 2025 எண், நிறுவனத்துடன் சரிபார்க்கப்படவில்லை',
  'dealers.hero.averageRoi': 'சராசரி முதலீட்டு வருமானம் (ROI): 2025 எண், நிறுவனத்துடன் சரிபார்க்கப்படவில்லை',
  'dealers.hero.roiOver':
    '{period} பங்க் நடத்துவதில் (ஒவ்வோர் ஆண்டுக்குமா, மொத்தமாகவா என்று சொல்லப்படவில்லை); வருமானம் விற்பனையைப் பொறுத்தது; இது உறுதிமொழி அல்ல',
  'dealers.hero.roiNoPeriod':
    'எத்தனை ஆண்டுகளில் என்று சொல்லப்படவில்லை; வருமானம் விற்பனையைப் பொறுத்தது; இது உறுதிமொழி அல்ல',
  'dealers.hero.target': '{count} பங்க்குகள் திறக்கத் திட்டம் என்று {brand} சொல்கிறது ({date} நிலவரம்)',
  'dealers.hero.ongoing':
    'விண்ணப்பம்: தொடர்ந்து நடைபெறுவதாக முன்பு அறிவிக்கப்பட்டது; இப்போதைய நிலையை அதிகாரப்பூர்வ இணையதளத்தில் பாருங்கள்.',
  'dealers.hero.open': '{date} வரை விண்ணப்பிக்கலாம்.',
  'dealers.hero.closed': 'விண்ணப்பிக்கக் கடைசி தேதி {date}; அந்தத் தேதி கடந்துவிட்டது.',
  'dealers.hero.allClosed':
    'இங்கே உள்ள எல்லா வாய்ப்புகளும் முடிந்துவிட்டன; அவற்றில் கடைசியாக முடிந்த வாய்ப்பின் கடைசி தேதி {date}.',

  'dealers.why.title': 'ஏன் {brand}? யார் விண்ணப்பிக்கலாம்?',
  'dealers.whyTabs.label': '{brand}: காரணங்களும் தகுதியும்',
  'dealers.why.scrollRegion': '{title}: மேலும் பார்க்கப் பக்கவாட்டில் நகர்த்துங்கள்',
  'dealers.why.scrollHint': '{count} காரணங்கள்: மேலும் பார்க்கப் பக்கவாட்டில் நகர்த்துங்கள்',
  'dealers.notStated': 'குறிப்பிடப்படவில்லை.',

  'dealers.eligibility.title': 'தகுதி',
  'dealers.eligibility.age': 'வயது',
  'dealers.eligibility.citizenship': 'குடியுரிமை',
  'dealers.eligibility.record': 'நன்னடத்தை',
  'dealers.eligibility.education': 'கல்வித் தகுதி',
  'dealers.eligibility.financialProof': 'பண வசதிக்கான சான்று',
  'dealers.eligibility.priorDealership': 'முந்தைய டீலர்ஷிப் அனுபவம்',
  'dealers.eligibility.required': 'தேவை',
  'dealers.eligibility.notNeeded': 'தேவையில்லை',
  'dealers.eligibility.land': 'நிலம்',
  'dealers.eligibility.clearances': 'தேவையான சான்றுகள்',
  'dealers.eligibility.unstated':
    'வயது, கல்வி, பண வசதி போன்ற தனிப்பட்ட தகுதிகள் எங்கள் தகவல் ஆதாரத்தில் குறிப்பிடப்படவில்லை. {portal} இணையதளத்தில் வரும் ஒவ்வொரு விளம்பரத்திலும் இவை தரப்பட்டிருக்கும்.',
  'dealers.reservations': 'இட ஒதுக்கீடும் முன்னுரிமையும்',

  'dealers.land.title': 'நிலத் தேவைகள்',
  'dealers.land.plotArea': 'நில அளவு',
  'dealers.land.frontage': 'சாலையோர நில அகலம்',
  'dealers.land.ownedOrLeased': 'உங்கள் சொந்த நிலம், அல்லது குத்தகை நிலம் (குத்தகைக் காலம்: {years})',
  'dealers.land.lease': 'குத்தகை நிலம் (குத்தகைக் காலம்: {years})',
  'dealers.land.tenure': 'நிலம் சொந்தமா/குத்தகையா:',
  'dealers.land.clearances': 'தேவையான சான்றுகள்:',

  'dealers.investment.title': 'முதலீடு',
  'dealers.investment.titleYear': 'முதலீடு ({year})',
  'dealers.investment.finance': 'பணம் திரட்டும் வழி:',
  'dealers.investment.partsDisagree':
    '{brand} தரும் எண்கள் ஒன்றோடொன்று பொருந்தவில்லை: அதன் டெபாசிட் தொகை, நிலம், கட்டுமானம் ஆகியவற்றைக் கூட்டினால் {parts} வருகிறது, ஆனால் மொத்த முதலீடு {total} என்று அது சொல்கிறது. எது சரி என்று {brand} நிறுவனத்திடம் கேளுங்கள்.',
  'dealers.investment.partsBelow':
    '{brand} நிறுவனத்தின் டெபாசிட் தொகை, நிலம், கட்டுமானம் ஆகியவற்றைக் கூட்டினால் {parts} வருகிறது; இது அந்த நிறுவனம் சொல்லும் மொத்த முதலீடான {total} தொகையை விடக் குறைவு. மீதிப் பணம் எதற்கு என்பது இங்கே குறிப்பிடப்படவில்லை. {brand} நிறுவனத்திடம் கேளுங்கள்.',

  'dealers.steps.title': '{brand} பங்க் தொடங்க {count} படிகள்',
  'dealers.steps.list': 'படிகள்',
  'dealers.steps.step': 'படி {number}',
  'dealers.steps.afterSelection': '({brand} உங்களைத் தேர்ந்தெடுத்தால் மட்டும்)',
  'dealers.steps.fee': 'விண்ணப்பக் கட்டணம், அதிகாரப்பூர்வ இணையதளத்தில் செலுத்த வேண்டியது: {fee}',
  'dealers.steps.time': '{time} ({brand} நிறுவனம் சொல்வதன்படி); இது உறுதிமொழி அல்ல',

  'dealers.openings.intro':
    '{asOf} நிலவரப்படி உள்ள பட்டியல். கடைசி தேதிகள், இந்தப் பக்கம் தயாரான நாளான {today} அன்றைய நிலவரப்படி சரிபார்க்கப்பட்டவை; விண்ணப்பிக்கும் முன் எந்த வாய்ப்பையும் அதிகாரப்பூர்வ இணையதளத்தில் உறுதி செய்யுங்கள்.',
  'dealers.openings.closed': 'கடைசி தேதி கடந்துவிட்டது: {date}',
  'dealers.openings.open': 'விண்ணப்பிக்கக் கடைசி தேதி: {date}',
  'dealers.openings.ongoing':
    '{date} நிலவரப்படி நடைபெற்று வந்தது, கடைசி தேதி தரப்படவில்லை; இப்போதும் விண்ணப்பிக்கலாமா என்பது தெரியாது',
  'dealers.openings.unconfirmed': 'தேதிகளை அதிகாரப்பூர்வ இணையதளத்தில் பாருங்கள்',
  'dealers.openings.when': 'அறிவிக்கப்பட்டது',
  'dealers.openings.sites': 'இடங்கள்',
  'dealers.openings.siteKinds': '{kinds} இடங்கள்',
  'dealers.openings.siteCount': '{count} {kinds} இடங்கள்',
  'dealers.openings.fee': 'விண்ணப்பக் கட்டணம்',
  'dealers.openings.note': 'குறிப்பு',

  'dealers.jointVenture.title': 'நிறுவனம் பற்றி',
  'dealers.jointVenture.text':
    '{brand} என்பது {split} பங்குடன் இரு நிறுவனங்கள் சேர்ந்து நடத்தும் கூட்டு நிறுவனம். {date} நிலவரப்படி உள்ள தகவல்.',

  'dealers.cta.title': '{brand} டீலர்ஷிப் பற்றி யோசிக்கிறீர்களா?',
  'dealers.cta.intro':
    'உங்கள் நிலம், திட்டங்கள் பற்றிச் சொல்லுங்கள்; ஒவ்வொரு படியையும் நாங்கள் விளக்குவோம். விண்ணப்பத்தை நீங்களே அதிகாரப்பூர்வ இணையதளத்தில் செய்ய வேண்டும்.',
  'dealers.cta.note':
    'இது எங்கள் ({site}) வழிகாட்டல் படிவத்தைத் திறக்கும்; இது {brand} படிவம் அல்ல. {brand} டீலர்ஷிப்புக்கு அதன் அதிகாரப்பூர்வ இணையதளத்தில் மட்டுமே விண்ணப்பிக்க வேண்டும்.',
  'dealers.cta.confirm':
    'கட்டணங்கள், வாய்ப்புகள், தகுதி விதிமுறைகள் மாறக்கூடியவை. இப்போதைய விவரங்களை அதிகாரப்பூர்வ இணையதளத்தில் உறுதி செய்து, அங்கேயே விண்ணப்பியுங்கள்; விண்ணப்பக் கட்டணத்தை வேறு எந்த இணையதளத்திலும் ஒருபோதும் செலுத்தாதீர்கள்.',
  'dealers.cta.portals': 'அதிகாரப்பூர்வ இணையதளங்கள்',
} satisfies Translation<typeof en>;

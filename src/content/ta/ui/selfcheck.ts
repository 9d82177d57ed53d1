import type en from '../../en/ui/selfcheck.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the eligibility self-check: its form, its result and its composed sentences. */
export default {
  'eligibilityPage.title': 'பெட்ரோல் பங்க் டீலர்ஷிப் தகுதிச் சரிபார்ப்பு',
  'eligibilityPage.description':
    '{brands} கேட்கும் தேவைகளோடு உங்கள் வயது, கல்வி, நிலம், பண வசதியை ஒப்பிட்டுப் பாருங்கள். நிலத்தை ஏக்கர், சென்ட், குண்டா அல்லது சதுர மீட்டரில் தரலாம்.',
  'eligibilityPage.heading': 'உங்கள் தகுதியைச் சரிபாருங்கள்',
  'eligibilityPage.lead':
    'இது ஒரு வழிகாட்டி மட்டுமே, இறுதி முடிவு அல்ல: யார் தேர்ந்தெடுக்கப்படுவார்கள் என்பதை எண்ணெய் நிறுவனங்கள் மட்டுமே முடிவு செய்யும். இந்தச் சரிபார்ப்பு உங்கள் பிரவுசரிலேயே நடக்கிறது; நீங்கள் தரும் எதையும் நாங்கள் சேமிப்பதில்லை. சரிபார்ப்பில் தெரிந்தவற்றை நீங்கள் மற்றவர்களோடு பகிர்வதற்காக, உங்கள் பதில்கள் இந்தப் பக்கத்தின் முகவரியிலேயே (லிங்க்கிலேயே) வைக்கப்படுகின்றன: இந்த லிங்க்கை நீங்கள் யாருக்கு அனுப்பினாலும், உங்கள் பிரிவு, உங்களிடம் உள்ள பணம் உட்பட உங்கள் எல்லாப் பதில்களையும் அவர்களால் பார்க்க முடியும்.',
  'eligibilityPage.section': 'ஒவ்வொரு நிறுவனத்தின் தேவைகளோடு உங்கள் பதில்கள்',
  'eligibilityPage.noscript':
    'தகுதிச் சரிபார்ப்பு வேலை செய்ய, உங்கள் பிரவுசரில் JavaScript என்ற வசதி இயக்கத்தில் இருக்க வேண்டும்; இப்போது அது நிறுத்தப்பட்டுள்ளது. {hub} பக்கத்தில் உள்ள ஒப்பீட்டில் ஒவ்வொரு நிறுவனத்தின் விவரங்களும் உள்ளன; அவற்றோடு நீங்களே ஒப்பிட்டுப் பார்க்கலாம்.',
  'eligibility.form.label': 'உங்கள் விவரங்கள்',
  'eligibility.form.legend': 'உங்களைப் பற்றி, உங்கள் நிலம், உங்கள் பணம் பற்றி',
  'eligibility.form.age': 'உங்கள் வயது (ஆண்டுகள்)',
  'eligibility.form.choose': 'தேர்ந்தெடுங்கள்',
  'eligibility.form.citizen': 'குடியுரிமை: உங்களுக்கு இந்தியக் குடியுரிமை உள்ளதா?',
  'eligibility.form.yes': 'ஆம்',
  'eligibility.form.no': 'இல்லை',
  'eligibility.form.site': 'இட வகை',
  'eligibility.form.area': 'நில அளவு',
  'eligibility.form.areaHint': 'உங்கள் நிலத்தின் பரப்பளவு',
  'eligibility.form.unit': 'அலகு',
  'eligibility.form.unitHint': '{acre} = {cents} = {guntas} = சுமார் {sqm}',
  'eligibility.form.frontage': 'சாலையோர நில அகலம் (மீட்டர்)',
  'eligibility.form.land': 'நிலம் சொந்தமா/குத்தகையா',
  'eligibility.form.owned': 'சொந்த நிலம்',
  'eligibility.form.leased': 'குத்தகை நிலம்',
  'eligibility.form.lease': 'குத்தகைக் காலம் (ஆண்டுகள்)',
  'eligibility.form.leaseHint': 'நிலம் குத்தகை நிலமாக இருந்தால் மட்டும்',
  'eligibility.form.categories': 'உங்களுக்குப் பொருந்தும் பிரிவுகள்',
  'eligibility.form.funds': 'பண வசதி: உங்களிடம் உள்ள பணம் (லட்சத்தில்)',
  'eligibility.form.fundsHint':
    'இப்போது உங்களிடம் உள்ள பணத்தை மட்டும் எழுதுங்கள்: இன்னும் கைக்கு வராத கடனைச் சேர்க்காதீர்கள். எடுத்துக்காட்டாக, {amount} என்றால் {lakh} என்று எழுதுங்கள்',
  'eligibility.form.submit': 'சரிபார்ப்பில் தெரிந்தவற்றைக் காட்டுங்கள்',
  'eligibility.form.clear': 'பதில்களை நீக்குங்கள்',
  'eligibility.level.below10': '10ஆம் வகுப்புக்குக் கீழ்',
  'eligibility.level.class10': '10ஆம் வகுப்பு தேர்ச்சி',
  'eligibility.level.class12': '12ஆம் வகுப்பு தேர்ச்சி',
  'eligibility.level.diploma': 'டிப்ளமோ (உதாரணமாக, பொறியியல்)',
  'eligibility.level.graduate':
    'பட்டப்படிப்பு, அல்லது CA (ஆடிட்டர்), CS (நிறுவனச் செயலர்), ICWA (செலவுக் கணக்காளர்) போன்ற தொழில்முறைப் படிப்பு',
  'eligibility.result.title': 'சரிபார்ப்பில் தெரிந்தவை',
  'eligibility.result.empty':
    'ஒவ்வொரு நிறுவனத்தோடும் நீங்கள் எப்படிப் பொருந்துகிறீர்கள் என்று பார்க்க, மேலே உள்ள ஏதாவது ஒரு கேள்விக்குப் பதில் தாருங்கள்.',
  'eligibility.closest.title': 'உங்கள் பதில்களோடு, மற்ற நிறுவனங்களைவிடப் பொருத்தம் அதிகம்: {brands}',
  'eligibility.closest.nextLabel': 'அடுத்த படி:',
  'eligibility.closest.next':
    '{portal} மூலம் இப்போது வாய்ப்பு ஏதும் உள்ளதா என்று பார்த்து, அங்கேயே விண்ணப்பியுங்கள்; அல்லது {guide}.',
  'eligibility.closest.titleNone':
    'இந்தப் பதில்களின்படி நீங்கள் எந்த நிறுவனத்தின் விதிமுறைகளுக்கும் பொருந்தவில்லை. மற்ற நிறுவனங்களைவிடப் பொருத்தம் அதிகம்: {brands}',
  'eligibility.closest.nextNone':
    '{brand} நிறுவனத்தின் விதிமுறைகள் ஒவ்வொரு புதிய வாய்ப்பிலும் மாறலாம்; அதனால், அந்நிறுவனத்தின் இப்போதைய வாய்ப்புகளுக்கான விதிமுறைகளை {portal} இணையதளத்தில் பாருங்கள்.',
  'eligibility.closest.officialPortal': 'அதிகாரப்பூர்வ இணையதளம்',
  'eligibility.closest.guide': 'உங்கள் {brand} விண்ணப்பத்துக்கு வழிகாட்டும்படி எங்களிடம் கேளுங்கள்',
  'eligibility.closest.nextClosed':
    '{brand} நிறுவனத்துக்கு இங்கே குறிப்பிட்ட வாய்ப்புகள் அனைத்தும் முடிந்துவிட்டன: இப்போது ஏதேனும் வாய்ப்பு உள்ளதா என்று {portal} இணையதளத்தில் பாருங்கள்.',
  'eligibility.closest.titleSoFar': 'இதுவரை தந்த பதில்களுக்கு மிக நெருக்கமானவை: {brands}',
  'eligibility.closest.titleNoneRuledOut': 'இதுவரை தந்த பதில்களால் எந்த நிறுவனத்தையும் விலக்க முடியவில்லை',
  'eligibility.closest.nextAnswer':
    'மேலும் முழுமையாகச் சரிபார்க்க, மேலே இதுவரை பதில் தராத கேள்விகளுக்கு ({questions}) பதில் தாருங்கள்.',
  'eligibility.head.cannotSay': 'இந்தப் பதில்களோடு நீங்கள் எந்த நிறுவனத்துக்கும் பொருந்துவதாகச் சொல்ல முடியாது',
  'eligibility.closest.nextUnknown':
    'யாருக்காவது பணம் கொடுப்பதற்கு முன், {brand} நிறுவனத்தின் சொந்த விதிமுறைகளை {portal} இணையதளத்தில் படியுங்கள்.',
  'eligibility.head.notCitizen':
    'குடியுரிமை விதி இங்கே குறிப்பிடப்பட்டுள்ள எல்லா நிறுவனங்களும் இந்தியக் குடியுரிமையைக் கேட்கின்றன',
  'eligibility.head.notCitizenUnstated':
    '{brand} நிறுவனத்தின் குடியுரிமை விதி இங்கே குறிப்பிடப்படவில்லை: பணம் எதுவும் செலவழிப்பதற்கு முன், அந்நிறுவனத்தின் விதிமுறைகளை {portal} இணையதளத்தில் படியுங்கள்.',
  'eligibility.quotas': 'இட ஒதுக்கீடும் முன்னுரிமையும்',
  'eligibility.criterion.citizenship': 'குடியுரிமை',
  'eligibility.criterion.age': 'வயது',
  'eligibility.criterion.education': 'கல்வித் தகுதி',
  'eligibility.criterion.area': 'நில அளவு',
  'eligibility.criterion.frontage': 'சாலையோர நில அகலம்',
  'eligibility.criterion.tenure': 'நிலம் சொந்தமா/குத்தகையா',
  'eligibility.criterion.funds': 'பண வசதி',
  'eligibility.criterionStatus': '{criterion}: {status}.',
  'eligibility.status.meets': 'பொருந்துகிறது',
  'eligibility.status.fails': 'பொருந்தவில்லை',
  'eligibility.status.notStated': '{brand} நிறுவனத்திடம் கேளுங்கள்',
  'eligibility.status.unanswered': 'சரிபார்க்கப்படவில்லை',
  'eligibility.status.othersExclude': 'இங்கே குறிப்பிடப்படவில்லை',
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
  'eligibility.age.gap': 'வயது வரம்பு {range}',
  'eligibility.education.notListed': '{brand} நிறுவனத்தின் கல்வித் தகுதி விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.education.ask': 'கல்வித் தகுதி',
  'eligibility.education.chooseSite': 'இட வகையைத் தேர்ந்தெடுங்கள்: இட வகையைப் பொறுத்து விதி மாறுகிறது.',
  'eligibility.education.notListedForSite':
    '{where} {brand} நிறுவனத்தின் கல்வித் தகுதி விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.education.unanswered': 'உங்கள் கல்வித் தகுதியைத் தேர்ந்தெடுங்கள்.',
  'eligibility.education.reason': '{brand} நிறுவனம் கேட்பது: {rule}. உங்கள் கல்வி: {education}.',
  'eligibility.education.limit': '{rule}',
  'eligibility.site.choose': 'இட வகையைத் தேர்ந்தெடுங்கள்.',
  'eligibility.area.notListed': '{where} {brand} நிறுவனம் கேட்கும் நில அளவு இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.area.notListedNote':
    '{where} {brand} நிறுவனம் கேட்கும் நில அளவு இங்கே குறிப்பிடப்படவில்லை. இந்த இடங்களைப் பற்றி அந்நிறுவனம் சொல்வது: “{note}”.',
  'eligibility.area.limit': '{where} {needed}, அதாவது {equivalent}',
  'eligibility.area.ask': '{where} வேண்டிய நில அளவு',
  'eligibility.area.unanswered': 'உங்கள் நில அளவை எழுதுங்கள்.',
  'eligibility.area.reason':
    '{where} {brand} நிறுவனம் கேட்பது {range} ({equivalent}); உங்களிடம் {given} உள்ளது.',
  'eligibility.area.gap': 'நிலம் {short} ({equivalent}) குறைவு ({where} {needed})',
  'eligibility.frontage.notListed':
    '{where} {brand} நிறுவனம் கேட்கும் சாலையோர நில அகலம் இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.frontage.notListedNote':
    '{where} {brand} நிறுவனம் கேட்கும் சாலையோர நில அகலம் இங்கே குறிப்பிடப்படவில்லை. இந்த இடங்களைப் பற்றி அந்நிறுவனம் சொல்வது: “{note}”.',
  'eligibility.frontage.limit': '{where} {needed} சாலையோர நில அகலம்',
  'eligibility.frontage.ask': '{where} வேண்டிய சாலையோர நில அகலம்',
  'eligibility.frontage.unanswered': 'உங்கள் சாலையோர நில அகலத்தை எழுதுங்கள்.',
  'eligibility.frontage.reason':
    '{where} {brand} நிறுவனம் கேட்கும் சாலையோர நில அகலம் {range}; உங்களிடம் {given} உள்ளது.',
  'eligibility.frontage.gap': 'இன்னும் {short} சாலையோர நில அகலம் தேவை ({where} {needed})',
  'eligibility.tenure.notListed':
    '{brand} நிறுவனத்தின் சொந்த நிலம் அல்லது குத்தகை பற்றிய விதி இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.tenure.ask': 'சொந்த நிலம் அல்லது குத்தகை நிலம்',
  'eligibility.tenure.unanswered': 'உங்கள் நிலம் சொந்த நிலமா, குத்தகை நிலமா என்று சொல்லுங்கள்.',
  'eligibility.tenure.ownedMeets': '{brand} நிறுவனம் சொந்த நிலத்தை ஏற்கிறது; உங்களுடையது சொந்த நிலம்.',
  'eligibility.tenure.leaseOnly':
    '{brand} நிறுவனம் குத்தகை நிலம் பற்றி மட்டுமே சொல்கிறது (குத்தகைக் காலம் {years}); சொந்த நிலம் ஏற்கப்படுமா என்று கேளுங்கள்.',
  'eligibility.tenure.askOwned': 'சொந்த நிலம் ஏற்கப்படுமா என்பது',
  'eligibility.tenure.leaseUnanswered': 'உங்கள் குத்தகைக் காலத்தை எழுதுங்கள்.',
  'eligibility.tenure.reason':
    '{brand} நிறுவனம் கேட்கும் குத்தகைக் காலம் {years}; உங்கள் குத்தகைக் காலம் {lease}.',
  'eligibility.tenure.gap': 'குத்தகைக் காலம் {years}',
  'eligibility.funds.notListed': '{brand} நிறுவனத்தின் முதலீட்டு விவரம் இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.funds.ask': 'முதலீடு',
  'eligibility.funds.unanswered': 'உங்களிடம் உள்ள பணத்தை லட்சத்தில் எழுதுங்கள்.',
  'eligibility.funds.gap': 'பணம் {amount} குறைவு ({what})',
  'eligibility.funds.fromOwnLand':
    'சொந்த நிலம் என்றால், டெபாசிட் தொகையும் கட்டுமானமும் சேர்ந்து குறைந்தது {amount} ஆகிறது',
  'eligibility.funds.fromInAll': 'மொத்தத்தில், தொகைகள் சேர்ந்து குறைந்தது {amount} ஆகிறது',
  'eligibility.funds.limit': 'குறைந்தது {amount}',
  'eligibility.funds.ownLand':
    'நிலம் உங்களுக்குச் சொந்தமானது என்பதால், {brand} நிறுவனத்தின் {deposit} ({depositAmount}), {build} ({buildAmount}) இரண்டும் சேர்ந்து குறைந்தது {min} ஆகிறது; உங்களிடம் {funds} உள்ளது.',
  'eligibility.funds.totalOnlyMeets':
    '{brand} நிறுவனம் மொத்த முதலீடு {total} என்று மட்டுமே சொல்கிறது, நிலமும் சேர்த்து. உங்களிடம் உள்ள {funds}, அதன் அதிகபட்சத் தொகைக்குச் சமம் அல்லது அதைவிட அதிகம்.',
  'eligibility.funds.totalOnly':
    '{brand} நிறுவனம் மொத்த முதலீடு {total} என்று மட்டுமே சொல்கிறது; நிலத்துக்கு எவ்வளவு, மற்றவற்றுக்கு எவ்வளவு என்று பிரித்துச் சொல்லவில்லை. அதனால் சொந்த நிலம் என்றால் உங்களுக்கு எவ்வளவு தேவை என்று இங்கே கணக்கிட முடியாது. உங்களிடம் {funds} உள்ளது.',
  'eligibility.funds.askOwnLand': 'சொந்த நிலம் என்றால் தேவைப்படும் முதலீடு',
  'eligibility.funds.lowEnd':
    '{reason} இந்தப் பணம் குறைந்தபட்சத் தொகைக்குப் போதும்; ஆனால் தொகைகள் {high} வரை போகின்றன, அதனால் முழுச் செலவுக்கும் போதுமா என்று சொல்ல முடியாது. உங்கள் இடத்துக்கு எவ்வளவு செலவாகும் என்பதை {brand} நிறுவனம்தான் சொல்ல வேண்டும்.',
  'eligibility.funds.lowEndOpen':
    '{reason} இந்தப் பணம் குறைந்தபட்சத் தொகைக்குப் போதும்; ஆனால் தொகைகளுக்கு உச்சவரம்பு சொல்லப்படவில்லை, அதனால் முழுச் செலவுக்கும் போதுமா என்று சொல்ல முடியாது. உங்கள் இடத்துக்கு எவ்வளவு செலவாகும் என்பதை {brand} நிறுவனம்தான் சொல்ல வேண்டும்.',
  'eligibility.funds.askSiteCost': 'உங்கள் இடத்துக்கு ஆகும் செலவு',
  'eligibility.funds.noTotal': '{brand} நிறுவனத்தின் மொத்த முதலீடு இங்கே குறிப்பிடப்படவில்லை.',
  'eligibility.funds.askTotal': 'மொத்த முதலீடு',
  'eligibility.funds.reason':
    '{brand} நிறுவனத்தின் மொத்த முதலீடு {total}, அதாவது குறைந்தது {low}; உங்களிடம் {funds} உள்ளது.',
  'eligibility.funds.reasonIfOwned':
    '{brand} நிறுவனத்தின் மொத்த முதலீடு {total}, அதாவது குறைந்தது {low}; உங்களிடம் {funds} உள்ளது. நிலம் உங்களுக்குச் சொந்தமானது என்றால், மேலே “சொந்த நிலம்” என்பதைத் தேர்ந்தெடுங்கள்: அப்போது டெபாசிட் தொகையும் கட்டுமானச் செலவும் மட்டுமே கணக்கில் வரும்.',
  'eligibility.category.notStated':
    '{group}: {brand} நிறுவனத்துக்கு இட ஒதுக்கீடோ முன்னுரிமையோ எதுவும் இங்கே குறிப்பிடப்படவில்லை; ஒரு குறிப்பிட்ட வாய்ப்பில் அது அறிவிக்கப்படலாம்.',
  'eligibility.category.none':
    '{group}: இங்கே உள்ள {brand} நிறுவன விவரங்களில், இந்தப் பிரிவுக்கு இட ஒதுக்கீடோ முன்னுரிமையோ எதுவும் குறிப்பிடப்படவில்லை.',
  'eligibility.category.quotaShare':
    '{group}: {brand} நிறுவனம் இந்தப் பிரிவுக்கு {percent}% இடங்களை ஒதுக்குகிறது.',
  'eligibility.category.quota':
    '{group}: {brand} நிறுவனம் இந்தப் பிரிவுக்குச் சில இடங்களை ஒதுக்குகிறது; எத்தனை என்று சொல்லவில்லை.',
  'eligibility.category.preference': '{group}: {brand} நிறுவனம் இந்தப் பிரிவுக்கு முன்னுரிமை தருகிறது.',
  'eligibility.funds.ownLandDisagree':
    '{ownLand} {brand} நிறுவனமே தரும் தொகைகள் ஒன்றுக்கொன்று முரண்படுகின்றன: மொத்த முதலீடு குறைந்தது {total} என்று அந்நிறுவனம் சொல்கிறது; ஆனால் {deposit}, {build} ஆகிய இரண்டு மட்டுமே சேர்ந்து குறைந்தது {parts} ஆகிறது. இந்தச் சரிபார்ப்பு மொத்த முதலீட்டின் குறைந்தபட்சத் தொகையை ({total}) அல்ல, அதைவிட அதிகமான {parts} என்பதையே கணக்கில் கொள்கிறது; எது சரி என்று {brand} நிறுவனத்திடம் கேளுங்கள்.',
  'eligibility.funds.partsDisagreeFunds':
    '{disagree} இந்தச் சரிபார்ப்பு, இரண்டு குறைந்தபட்சத் தொகைகளில் அதிகமான {used} என்பதையே கணக்கில் கொள்கிறது; உங்களிடம் {funds} உள்ளது.',
  'eligibility.funds.disagreeFunds':
    '{brand} நிறுவனமே தரும் தொகைகள் ஒன்றுக்கொன்று முரண்படுகின்றன: மொத்த முதலீடு குறைந்தது {total} என்று அந்நிறுவனம் சொல்கிறது; ஆனால் {deposit}, {build} ஆகிய இரண்டு மட்டுமே சேர்ந்து குறைந்தது {parts} ஆகிறது. இந்தச் சரிபார்ப்பு மொத்த முதலீட்டின் குறைந்தபட்சத் தொகையை ({total}) அல்ல, அதைவிட அதிகமான {parts} என்பதையே கணக்கில் கொள்கிறது; உங்களிடம் {funds} உள்ளது. எது சரி என்று {brand} நிறுவனத்திடம் கேளுங்கள்.',
  'eligibility.verdict.failsOne': 'இங்கே குறிப்பிடப்பட்ட {count} விதிமுறைக்குப் பொருந்தவில்லை',
  'eligibility.verdict.failsMany': 'இங்கே குறிப்பிடப்பட்ட {count} விதிமுறைகளுக்குப் பொருந்தவில்லை',
  'eligibility.verdict.check': '{brand} நிறுவனத்திடம் கேட்டு உறுதி செய்யுங்கள்',
  'eligibility.verdict.openOne':
    'இப்போதைக்குத் தெரியாது: இன்னும் {count} கேள்விக்குப் பதில் தேவை ({questions})',
  'eligibility.verdict.openMany':
    'இப்போதைக்குத் தெரியாது: இன்னும் {count} கேள்விகளுக்குப் பதில் தேவை ({questions})',
  'eligibility.verdict.likely': 'தகுதி இருக்க வாய்ப்பு அதிகம்',
  'eligibility.verdict.cannotSay':
    'நீங்கள் பொருந்துகிறீர்களா என்று தெரியாது: விதிமுறைகள் இங்கே குறிப்பிடப்படவில்லை',
  'eligibility.summary.likely': 'தகுதி இருக்க வாய்ப்பு அதிகம்: {brands}.',
  'eligibility.summary.check': 'நிறுவனத்திடம் கேட்டு உறுதி செய்யுங்கள்: {brands}.',
  'eligibility.summary.notEligible':
    'இங்கே குறிப்பிடப்பட்ட விதிமுறைகளில் குறைந்தது ஒன்றுக்கு உங்கள் பதில் பொருந்தாத நிறுவனங்கள்: {brands}.',
  'eligibility.summary.cannotSay':
    'விதிமுறைகள் இங்கே குறிப்பிடப்படாததால், நீங்கள் பொருந்துகிறீர்களா என்று தெரியாது: {brands}.',
  'eligibility.summary.incomplete': 'இன்னும் பதில்கள் தேவை: {brands}.',
  'eligibility.gaps.likely': '{brand} நிறுவனம் குறிப்பிடும் எல்லா விதிமுறைகளுக்கும் நீங்கள் பொருந்துகிறீர்கள்.',
  'eligibility.gaps.incomplete':
    'இதுவரை நீங்கள் தந்த விவரங்கள் எதுவும் {brand} நிறுவனம் குறிப்பிடும் விதிமுறைகளுக்கு எதிராக இல்லை; இன்னும் முழுமையாகச் சரிபார்க்க, மீதிக் கேள்விகளுக்கும் பதில் தாருங்கள்.',
  'eligibility.gaps.check':
    'நீங்கள் தந்த விவரங்கள் எதுவும் இங்கே குறிப்பிடப்பட்டுள்ள {brand} நிறுவனத்தின் விதிமுறைகளுக்கு எதிராக இல்லை; ஆனால் சில விஷயங்களை {brand} நிறுவனம்தான் முடிவு செய்ய வேண்டும்.',
  'eligibility.gaps.cannotSay':
    '{topics} பற்றி {brand} நிறுவனத்தின் விதி எதுவும் இங்கே இல்லை. இவை பற்றி விதி சொல்லும் மற்ற நிறுவனங்களின் விதிமுறைகளுக்கு உங்கள் பதில்கள் பொருந்தவில்லை. அதனால் {brand} நிறுவனத்துக்கு நீங்கள் பொருந்துவீர்கள் என்று இந்தச் சரிபார்ப்பு சொல்ல முடியாது.',
  'eligibility.gaps.missing': 'பொருந்தாதவை: {gaps}.',
  'eligibility.gaps.ask': '{topics} பற்றி {brand} நிறுவனத்திடம் கேளுங்கள்.',
  'eligibility.othersExclude':
    '{reason} இந்த விதியைச் சொல்லும் எல்லா நிறுவனங்களின் விதிமுறைகளுக்கும் உங்கள் பதில் பொருந்தவில்லை: {limits}. அதனால் நீங்கள் இதற்குப் பொருந்துவீர்கள் என்று இந்தச் சரிபார்ப்பு சொல்ல முடியாது.',
  'eligibility.limitOf': '{limit} ({brands})',
} satisfies Translation<typeof en>;

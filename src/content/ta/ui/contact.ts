import type en from '../../en/ui/contact.ts';
import type { Translation } from '#src/i18n/ui.ts';

/** UI strings of the contact page: its form, form messages, thank-you panel and page, privacy notice and server error pages. */
export default {
  'contact.title': 'தொடர்புக்கு',
  'contact.description':
    '{site} நிறுவனத்திடம் எரிபொருள் விலை விவரம், மொத்த எரிபொருள் விநியோகம், அவசர விநியோகம் அல்லது டீலர்ஷிப் வழிகாட்டல் கேளுங்கள். எங்களை அழையுங்கள், இ-மெயில் அனுப்புங்கள் அல்லது கோரிக்கை அனுப்புங்கள்.',
  'contact.hero.title': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  'contact.hero.lead':
    'விலை விவரம் கேளுங்கள், விநியோகத்துக்கு ஏற்பாடு செய்யுங்கள், அல்லது டீலர்ஷிப் பற்றி வழிகாட்டல் பெறுங்கள். எங்களுக்குக் கோரிக்கை அனுப்புங்கள்; எங்கள் குழு உங்களைத் திரும்ப அழைக்கும்.',
  'contact.brandNote':
    'நீங்கள் {brand} பெட்ரோல் பங்க் டீலர்ஷிப் பற்றி எங்கள் வழிகாட்டலைக் கேட்கிறீர்கள். அதனால் “{field}” கட்டத்தில் “{option}” என்று முன்பே தேர்ந்தெடுத்துள்ளோம்; நீங்கள் விரும்பியதை மாற்றலாம். இது டீலர்ஷிப் விண்ணப்பம் அல்ல: டீலர்ஷிப்புக்கு {brand} நிறுவனத்தின் அதிகாரப்பூர்வ இணையதளத்தில் மட்டுமே விண்ணப்பிக்க முடியும்.',
  'contact.information': 'தொடர்பு விவரங்கள்',
  'contact.faq': 'அடிக்கடி கேட்கப்படும் கேள்விகள்',

  'contact.form.title': 'எங்களுக்குக் கோரிக்கை அனுப்புங்கள்',
  'contact.form.required': '{mark} உள்ள கட்டங்களைக் கட்டாயம் நிரப்ப வேண்டும்.',
  'contact.form.asterisk': 'நட்சத்திரக் குறி',
  'contact.form.honeypot': 'இந்தக் கட்டத்தைக் காலியாக விடுங்கள்',
  'contact.form.send': 'கோரிக்கையை அனுப்புங்கள்',
  'contact.form.sending': 'அனுப்பப்படுகிறது…',
  'contact.form.received': 'கோரிக்கை கிடைத்தது: உங்கள் குறிப்பு எண் {reference}.',
  'contact.form.callUs': '{phone} எண்ணுக்கும் நீங்கள் எங்களை அழைக்கலாம்.',
  'contact.callback': '{callback}.',

  'contact.field.fullName': 'முழுப் பெயர்',
  'contact.field.contactNumber': 'போன் எண் ({digits} இலக்கங்கள்)',
  'contact.field.productModel': 'பொருள்/எரிபொருள் வகை',
  'contact.field.issueType': 'கோரிக்கை வகை',
  'contact.field.fullAddressL': 'முழு முகவரி',
  'contact.field.warrantyStatus': 'விநியோக ஒப்பந்த நிலை',
  'contact.field.preferredServiceDate': 'உங்களைத் தொடர்புகொள்ள வசதியான தேதி',
  'contact.placeholder.productModel': 'எரிபொருள் வகையைத் தேர்ந்தெடுங்கள்',
  'contact.placeholder.issueType': 'கோரிக்கை வகையைத் தேர்ந்தெடுங்கள்',
  'contact.placeholder.warrantyStatus': 'ஒப்பந்த நிலையைத் தேர்ந்தெடுங்கள்',

  'contact.option.premiumDiesel': 'உயர்தர டீசல்',
  'contact.option.biofuel': '{grade} பயோ எரிபொருள்',
  'contact.option.customBlend': 'உங்கள் தேவைக்கேற்ற கலவை',
  'contact.option.bulkOrder': 'மொத்த ஆர்டர்',
  'contact.option.deliveryIssue': 'விநியோகத்தில் பிரச்சினை',
  'contact.option.technicalSupport': 'தொழில்நுட்ப உதவி',
  'contact.option.partnership': 'பெட்ரோல் பங்க் டீலர்ஷிப் வழிகாட்டல்',
  'contact.option.other': 'மற்றவை',
  'contact.option.underContract': 'ஒப்பந்தம் உள்ளது',
  'contact.option.noContract': 'ஒப்பந்தம் இல்லை',
  'contact.option.expiringSoon': 'ஒப்பந்தம் விரைவில் முடிகிறது',

  'contact.error.fullName': 'உங்கள் முழுப் பெயரை எழுதுங்கள்.',
  'contact.error.fullNameTooLong':
    'பெயர் {max} எழுத்துகளுக்குக் குறைவாக இருக்க வேண்டும். பெயரைச் சுருக்கி எழுதுங்கள்.',
  'contact.error.contactNumberMissing': 'உங்கள் {digits} இலக்க போன் எண்ணை எழுதுங்கள்.',
  'contact.error.contactNumber':
    'போன் எண்ணில் {digits} இலக்கங்கள் இருக்க வேண்டும். இலக்கங்களை மட்டும் எழுதுங்கள், எடுத்துக்காட்டாக {example}.',
  'contact.error.issueType': 'கோரிக்கை வகையைத் தேர்ந்தெடுங்கள்.',
  'contact.error.fullAddressL': 'உங்கள் முழு முகவரியை எழுதுங்கள்.',
  'contact.error.fullAddressTooLong':
    'முகவரி {max} எழுத்துகளுக்குக் குறைவாக இருக்க வேண்டும். முகவரியைச் சுருக்கி எழுதுங்கள்.',
  'contact.error.date': 'தேதி சரியாக இல்லை. காலண்டரில் ஒரு தேதியைத் தேர்ந்தெடுங்கள்.',
  'contact.error.brand': 'எங்கள் வழிகாட்டிகளில் உள்ள ஒரு டீலர்ஷிப் நிறுவனத்தைத் தேர்ந்தெடுங்கள்.',
  'contact.error.invalid': 'தவறான தகவல்',

  'contact.failure.network':
    'எங்கள் சர்வருடன் இணைக்க முடியவில்லை. அதனால் உங்கள் கோரிக்கை அனுப்பப்படவில்லை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து, மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.failure.server':
    'எங்கள் தரப்பில் ஏதோ தவறு நடந்துவிட்டது. அதனால் உங்கள் கோரிக்கை அனுப்பப்படவில்லை. சிறிது நேரம் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.failure.tooLarge':
    'உங்கள் கோரிக்கை மிக நீளமாக இருப்பதால் அனுப்ப முடியவில்லை. முகவரியைச் சுருக்கி, மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.failure.refused':
    'எங்கள் சர்வர் உங்கள் கோரிக்கையை ஏற்கவில்லை. பக்கத்தைப் புதுப்பித்து (ரீலோட் செய்து), மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.failure.unreadable':
    'எங்கள் சர்வரால் உங்கள் கோரிக்கையைப் படிக்க முடியவில்லை. பக்கத்தைப் புதுப்பித்து (ரீலோட் செய்து), மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.failure.rateLimited':
    'குறுகிய நேரத்தில் உங்களிடமிருந்து பல கோரிக்கைகள் வந்துள்ளன. அதனால் இந்தக் கோரிக்கை இன்னும் அனுப்பப்படவில்லை. {wait} காத்திருந்து, மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.wait.second': '{count} வினாடி',
  'contact.wait.seconds': '{count} வினாடிகள்',
  'contact.wait.minutes': '{count} நிமிடங்கள்',

  'contact.thanks.title': 'நன்றி!',
  'contact.thanks.message': 'உங்கள் கோரிக்கை எங்களுக்குக் கிடைத்தது.',
  'contact.thanks.reference': 'உங்கள் குறிப்பு எண்: {reference}',
  'contact.thanks.whatsapp': 'உங்கள் குறிப்பு எண்ணை WhatsApp-இல் எங்களுக்கு அனுப்புங்கள்',
  'contact.thanks.whatsappMessage':
    'வணக்கம் {site}, உங்கள் இணையதளத்தில் கோரிக்கை அனுப்பினேன். என் குறிப்பு எண் {reference}. ({url})',
  'contact.thanksPage.title': 'நன்றி',
  'contact.thanksPage.description':
    'உங்கள் கோரிக்கை {site} நிறுவனத்துக்குக் கிடைத்துவிட்டது. நாங்கள் உங்களைத் திரும்ப அழைப்போம்.',
  'contact.thanksPage.home': 'முகப்புப் பக்கத்துக்குத் திரும்புங்கள்',
  'contact.backToContact': 'தொடர்புப் பக்கத்துக்குத் திரும்புங்கள்',

  'contact.privacy.title': 'உங்கள் விவரங்களை நாங்கள் எப்படிப் பயன்படுத்துகிறோம்',
  'contact.privacy.collect':
    'இந்தப் படிவத்தில் நீங்கள் எழுதும் விவரங்களை மட்டுமே நாங்கள் பெறுகிறோம்: உங்கள் பெயர், போன் எண், முகவரி, எரிபொருள் வகை, கோரிக்கை வகை, ஒப்பந்த நிலை, நாங்கள் உங்களைத் தொடர்புகொள்ள நீங்கள் விரும்பும் தேதி.',
  'contact.privacy.use':
    'உங்கள் கோரிக்கைக்குப் பதில் அளிக்க மட்டுமே இவற்றைப் பயன்படுத்துகிறோம். இவற்றை யாருக்கும் விற்பதோ பகிர்வதோ இல்லை.',
  'contact.privacy.keptWhileNeeded':
    '{business} நிறுவனம் இவற்றைத் தன் சொந்தக் கணினிகளில் சேமிக்கிறது. உங்களுக்குப் பதில் அளித்து, உங்கள் கோரிக்கையைத் தொடர்ந்து கவனிக்கத் தேவையான காலம் வரை மட்டுமே வைத்திருக்கும்.',
  'contact.privacy.keptOneDay':
    '{business} நிறுவனம் இவற்றைத் தன் சொந்தக் கணினிகளில் {days} நாள் சேமிக்கிறது. பிறகு தானாகவே அழித்துவிடும்.',
  'contact.privacy.keptDays':
    '{business} நிறுவனம் இவற்றைத் தன் சொந்தக் கணினிகளில் {days} நாட்கள் சேமிக்கிறது. பிறகு தானாகவே அழித்துவிடும்.',
  'contact.privacy.backupDays':
    'அழித்த பிறகும் இந்த விவரங்கள் காப்புப் பிரதிகளில் அதிகபட்சம் {days} நாட்கள் வரை இருக்கலாம். பிறகு அந்தப் பிரதிகளும் அழிக்கப்படும்.',
  'contact.privacy.rights':
    'எப்போது வேண்டுமானாலும் {email} முகவரிக்கு எழுதி, இவற்றைப் பார்க்கவோ, திருத்தவோ, அழிக்கவோ எங்களிடம் கேட்கலாம். இது இந்தியாவின் டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம், {year} (DPDP Act) உங்களுக்குத் தரும் உரிமை.',

  'contact.noscript.title': 'உங்கள் கோரிக்கையைச் சரிபாருங்கள்',
  'contact.noscript.summary': 'உங்கள் கோரிக்கை இன்னும் அனுப்பப்படவில்லை. கீழே உள்ளவற்றைச் சரிசெய்யுங்கள்:',
  'contact.noscript.problem': '{field}: {message}',
  'contact.server.usePost': 'POST முறையைப் பயன்படுத்துங்கள்.',
  'contact.server.tooManyTitle': 'மிக அதிகமான கோரிக்கைகள்',
  'contact.server.tooMany':
    'உங்கள் இணைப்பிலிருந்து மிக அதிகமான கோரிக்கைகள் வந்துள்ளன. {seconds} வினாடிகள் கழித்து மீண்டும் முயற்சி செய்யுங்கள்.',
  'contact.server.refusedTitle': 'கோரிக்கை ஏற்கப்படவில்லை',
  'contact.server.refused':
    'இந்த இணையதளத்தின் சொந்தத் தொடர்புப் படிவம் மூலம் மட்டுமே கோரிக்கை அனுப்ப முடியும். தொடர்புப் பக்கத்தில் உள்ள படிவத்தைப் பயன்படுத்துங்கள்.',
  'contact.server.unsupportedTitle': 'இந்த வகைக் கோரிக்கையை ஏற்க முடியாது',
  'contact.server.unsupported': 'கோரிக்கையை {json} அல்லது {form} வடிவில் அனுப்புங்கள்.',
  'contact.server.tooLargeTitle': 'கோரிக்கை மிகப் பெரியது',
  'contact.server.tooLarge':
    'கோரிக்கை {size} KB அளவை விடப் பெரியதாக உள்ளது. அதைச் சுருக்கி மீண்டும் அனுப்புங்கள்.',
  'contact.server.badJson': 'கோரிக்கையின் உள்ளடக்கம் சரியான JSON வடிவில் இல்லை. சரியான JSON அனுப்புங்கள்.',
  'contact.server.notObject': 'எல்லா விவரங்களையும் ஒரே JSON object ஆக அனுப்புங்கள்.',
} satisfies Translation<typeof en>;

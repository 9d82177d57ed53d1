import type en from '../../en/ui/terms.ts';
import type { Translation } from '../../../i18n/ui.ts';

/** Telugu words of "Words used on this page" (see the English part). */
export default {
  'terms.title': 'ఈ పేజీలోని పదాలు',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'పెట్టుబడిపై రాబడి: అవుట్‌లెట్‌లో పెట్టిన డబ్బులో ఎంత భాగం తిరిగి వస్తుందో, బ్రాండ్ చెప్పినట్లు. ఇది బ్రాండ్ చెప్పిన అంకె, హామీ కాదు.',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means': 'షెడ్యూల్డ్ కులాలు, షెడ్యూల్డ్ తెగలు: డీలర్‌షిప్‌లలో ఒక భాగం వీరికి రిజర్వ్ చేయబడుతుంది.',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'ఇతర వెనుకబడిన తరగతులు: ప్రభుత్వ జాబితాలోని ఒక వర్గం; కొన్ని బ్రాండ్‌లు వీరికి ప్రాధాన్యం లేదా డీలర్‌షిప్‌లలో భాగం ఇస్తాయి.',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'నిరభ్యంతర పత్రం: అగ్నిమాపక శాఖ, కాలుష్య నియంత్రణ లేదా మున్సిపాలిటీ వంటి కార్యాలయం అవుట్‌లెట్‌కు అభ్యంతరం లేదని ఇచ్చే లేఖ.',
  'terms.ev': 'EV',
  'terms.ev.means': 'ఎలక్ట్రిక్ వాహనం. EV స్థలంలో విద్యుత్ కార్లు, బైక్‌ల కోసం ఛార్జర్లు ఉంటాయి.',
  'terms.netWorth': 'నికర ఆస్తి విలువ',
  'terms.netWorth.means': 'మీకు ఉన్నది (భూమి, పొదుపు, బంగారం) నుండి మీ అప్పులు తీసివేస్తే మిగిలేది.',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'లెక్కలు, కంపెనీ చట్టంలో ప్రొఫెషనల్ అర్హతలు: చార్టర్డ్ అకౌంటెంట్, కంపెనీ సెక్రటరీ, కాస్ట్ అకౌంటెంట్.',
} satisfies Translation<typeof en>;

import type { Category, Condition } from './catalogue.ts';
import type { Language } from './languages.ts';

/*
 * Category and condition names in each language, for the words the server writes itself (e-mails, notifications,
 * a page's head tags). The API and addresses keep the English value; the web app names them from its catalogue.
 */

/** As the web app names them (src/web/lib/i18n/catalogue-labels.ts). */
const CATEGORIES_HI: Record<Category, string> = {
  Textbooks: 'टेक्स्टबुक',
  'Second-hand Books': 'सेकंड-हैंड किताबें',
  'Reference Books': 'रेफ़रेंस किताबें',
  'Course Notes': 'कोर्स नोट्स',
  'Handwritten Notes': 'हाथ से लिखे नोट्स',
  'Previous Year Papers': 'पिछले साल के पेपर',
  'Study Materials': 'स्टडी मटीरियल',
  Stationery: 'स्टेशनरी',
  'Study Electronics': 'पढ़ाई के इलेक्ट्रॉनिक्स',
  'Lab Equipment': 'लैब का सामान',
  Calculators: 'कैलकुलेटर',
  'Drawing Instruments': 'ड्रॉइंग इंस्ट्रूमेंट्स',
  'Backpacks & Bags': 'बैकपैक और बैग',
  'Study Tables': 'स्टडी टेबल',
  'Educational Software': 'एजुकेशनल सॉफ़्टवेयर',
  'Study Lamps': 'स्टडी लैंप',
  'Project Supplies': 'प्रोजेक्ट का सामान',
  'Classroom Furniture': 'क्लासरूम फ़र्नीचर',
  'Educational Tablets': 'एजुकेशनल टैबलेट',
  'Other Study Materials': 'अन्य पढ़ाई का सामान',
};

const CONDITIONS_HI: Record<Condition, string> = {
  New: 'नई',
  'Like New': 'लगभग नई',
  Good: 'अच्छी',
  Fair: 'ठीक-ठाक',
  Poor: 'ख़राब',
};

const isKnown = <Key extends string>(names: Record<Key, string>, value: string): value is Key =>
  Object.hasOwn(names, value);

/** A category's name in `language`; one the list does not know (an old listing) as it is. */
export function categoryName(category: string, language: Language): string {
  return language === 'hi' && isKnown(CATEGORIES_HI, category) ? CATEGORIES_HI[category] : category;
}

/** A condition's name in `language`; one the list does not know as it is. */
export function conditionName(condition: string, language: Language): string {
  return language === 'hi' && isKnown(CONDITIONS_HI, condition) ? CONDITIONS_HI[condition] : condition;
}

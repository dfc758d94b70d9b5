import type { Category, Condition } from './catalogue.ts';
import type { SavedSearch } from './contracts/saved-searches.ts';

/*
 * A saved search in Hindi words, for the e-mails and the notifications that name it (the English is
 * saved-search-text.ts). The words typed, places and prices stay as written; categories and conditions are named
 * as the web app names them.
 */

/** As the web app names them (src/web/lib/i18n/catalogue-labels.ts). */
const CATEGORIES: Record<Category, string> = {
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

const CONDITIONS: Record<Condition, string> = {
  New: 'नई',
  'Like New': 'लगभग नई',
  Good: 'अच्छी',
  Fair: 'ठीक-ठाक',
  Poor: 'ख़राब',
};

/** A saved search in Hindi words, like savedSearchText: '"fx 991" · कैलकुलेटर · Pune · ₹500 तक'. */
export function savedSearchTextInHindi({ query }: Pick<SavedSearch, 'query'>): string {
  const { minPrice, maxPrice } = query;
  const parts = [
    query.q ? `"${query.q}"` : undefined,
    query.category ? (CATEGORIES[query.category as Category] ?? query.category) : undefined,
    query.condition ? (CONDITIONS[query.condition as Condition] ?? query.condition) : undefined,
    query.institution,
    query.city,
    minPrice !== undefined && maxPrice !== undefined
      ? `₹${minPrice}–₹${maxPrice}`
      : minPrice !== undefined
        ? `₹${minPrice} से`
        : maxPrice !== undefined
          ? `₹${maxPrice} तक`
          : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

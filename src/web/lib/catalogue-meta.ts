import { absoluteUrl, type PageMeta, pageTitle } from '../../domain/seo.ts';

const KEYWORDS =
  'used textbooks, second hand books, engineering books, handwritten notes, previous year papers, calculators, students, India';

/** The landing page, with schema.org WebSite data so search engines can offer a search box for the site. */
export function homePageMeta(baseUrl: string): PageMeta {
  return {
    title: pageTitle('Buy and sell used textbooks and notes'),
    description:
      'Students in India buy and sell used textbooks, notes, lab journals and calculators on PassItOn. Save money; earn from books you have finished with.',
    canonicalPath: '/',
    keywords: KEYWORDS,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'PassItOn',
      url: absoluteUrl(baseUrl, '/'),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(baseUrl, '/browse')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

/** Every search and filter shares the one canonical /browse (spec, section 2). */
export function browsePageMeta(searchText: string): PageMeta {
  return {
    title: pageTitle(searchText ? `“${searchText}” – Browse Items` : 'Browse Items'),
    description:
      'Browse used textbooks, notes, previous year papers and calculators from students across India. Filter by category and price, pay online or cash on delivery.',
    canonicalPath: '/browse',
    keywords: KEYWORDS,
  };
}

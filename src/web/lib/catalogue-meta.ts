import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { absoluteUrl, type PageMeta, pageTitle } from '../../domain/seo.ts';
import { sharedEnglishI18n } from './i18n/i18n.ts';

const KEYWORDS =
  'used textbooks, second hand books, engineering books, handwritten notes, previous year papers, calculators, students, India';

/**
 * The landing page, with schema.org WebSite data so search engines can offer a search box for the site; its title
 * and description in the reader's language (English unless `i18n` says otherwise).
 */
export function homePageMeta(baseUrl: string, i18n: I18n = sharedEnglishI18n()): PageMeta {
  return {
    title: pageTitle(i18n._(msg`Buy and sell used textbooks and notes`)),
    description: i18n._(
      msg`Students in India buy and sell used textbooks, notes, lab journals and calculators on PassItOn. Save money; earn from books you have finished with.`,
    ),
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
export function browsePageMeta(searchText: string, i18n: I18n = sharedEnglishI18n()): PageMeta {
  return {
    title: pageTitle(searchText ? i18n._(msg`“${searchText}” – Browse Items`) : i18n._(msg`Browse Items`)),
    description: i18n._(
      msg`Browse used textbooks, notes, previous year papers and calculators from students across India. Filter by category and price, pay online or cash on delivery.`,
    ),
    canonicalPath: '/browse',
    keywords: KEYWORDS,
  };
}

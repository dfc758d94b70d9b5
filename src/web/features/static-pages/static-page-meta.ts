import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type PageMeta, pageTitle } from '../../../domain/seo.ts';
import { sharedEnglishI18n } from '../../lib/i18n/i18n.ts';

/**
 * The head tags of the information pages, in one list: each page renders its own entry with <PageMeta> in the
 * reader's language, and the SEO dashboard reads the same entries (in English, as crawlers get them) to show
 * what search engines are given.
 */

export function termsPageMeta(i18n: I18n = sharedEnglishI18n()): PageMeta {
  return {
    title: pageTitle(i18n._(msg`Terms & Conditions, Fees and About`)),
    description: i18n._(
      msg`How PassItOn works: the tiered platform fee (15%, 10% or 5%, paid by the buyer), seller payouts in 2–3 working days, refunds and pickup within 7 days.`,
    ),
    canonicalPath: '/terms',
    keywords: 'PassItOn terms, platform fee, commission, seller payout, refunds, student marketplace India',
  };
}

export function privacyPolicyPageMeta(i18n: I18n = sharedEnglishI18n()): PageMeta {
  return {
    title: pageTitle(i18n._(msg`Privacy Policy`)),
    description: i18n._(
      msg`What PassItOn stores (account, listings, orders, a session cookie), who can see it, how long we keep it and how to get it deleted. We never sell your data.`,
    ),
    canonicalPath: '/privacy-policy',
    keywords: 'PassItOn privacy policy, student data, cookies, data deletion',
  };
}

export function disclaimerPageMeta(i18n: I18n = sharedEnglishI18n()): PageMeta {
  return {
    title: pageTitle(i18n._(msg`Disclaimer`)),
    description: i18n._(
      msg`PassItOn connects students; sellers describe their own items. What we cannot promise about used books and notes, and how to buy and meet safely.`,
    ),
    canonicalPath: '/disclaimer',
    keywords: 'PassItOn disclaimer, used books, student notes, safety',
  };
}

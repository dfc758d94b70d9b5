import { type PageMeta, pageTitle } from '../../../domain/seo.ts';

/**
 * The head tags of the information pages, in one list: each page renders its own entry with <PageMeta>, and
 * the SEO dashboard reads the same entries to show what search engines are given.
 */

export const termsPageMeta: PageMeta = {
  title: pageTitle('Terms & Conditions, Fees and About'),
  description:
    'How PassItOn works: the tiered platform fee (15%, 10% or 5%, paid by the buyer), seller payouts in 2–3 working days, refunds and pickup within 7 days.',
  canonicalPath: '/terms',
  keywords: 'PassItOn terms, platform fee, commission, seller payout, refunds, student marketplace India',
};

export const privacyPolicyPageMeta: PageMeta = {
  title: pageTitle('Privacy Policy'),
  description:
    'What PassItOn stores (account, listings, orders, a session cookie), who can see it, how long we keep it and how to get it deleted. We never sell your data.',
  canonicalPath: '/privacy-policy',
  keywords: 'PassItOn privacy policy, student data, cookies, data deletion',
};

export const disclaimerPageMeta: PageMeta = {
  title: pageTitle('Disclaimer'),
  description:
    'PassItOn connects students; sellers describe their own items. What we cannot promise about used books and notes, and how to buy and meet safely.',
  canonicalPath: '/disclaimer',
  keywords: 'PassItOn disclaimer, used books, student notes, safety',
};

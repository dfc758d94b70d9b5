import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Phones (under 768 px, the spec's mobile breakpoint) get the short tour. */
export type TourLayout = 'desktop' | 'mobile';

export interface TourStep {
  /** A CSS selector for the element to highlight; none for a popover in the middle of the screen. */
  target?: string;
  title: string;
  description: string;
}

const tourTarget = (name: string) => `[data-tour="${name}"]`;

/**
 * The onboarding tour (spec, section 2): 8 steps on desktop (welcome, search, categories, product details,
 * sell, profile, achievements, complete) and 5 on phones, where sell and profile are in the bottom bar. The
 * words are in the reader's language (`i18n`).
 */
export function tourSteps(layout: TourLayout, signedIn: boolean, i18n: I18n): TourStep[] {
  const welcome: TourStep = {
    target: tourTarget('welcome'),
    title: i18n._(msg`Welcome to PassItOn`),
    description: i18n._(
      msg`Buy and sell used textbooks, notes and calculators with students near you. This short tour shows you around.`,
    ),
  };
  const search: TourStep = {
    target: tourTarget('search'),
    title: i18n._(msg`Search for what you need`),
    description: i18n._(msg`Type a book title, subject or author to find it from students nearby.`),
  };
  const sell = (target: string): TourStep => ({
    target: tourTarget(target),
    title: i18n._(msg`Sell your items`),
    description: i18n._(
      msg`List a book or your notes in a few steps and earn from what you have finished with.`,
    ),
  });
  const profile = (target: string): TourStep => ({
    target: tourTarget(target),
    title: i18n._(msg`Your account`),
    description: signedIn
      ? i18n._(msg`You are signed in: your orders, listings and achievements are all a tap away.`)
      : i18n._(msg`Sign in to buy, sell, track your orders and write reviews.`),
  });
  const completeTitle = i18n._(msg`You're all set!`);

  if (layout === 'mobile') {
    return [
      welcome,
      search,
      sell('sell-tab'),
      profile('profile-tab'),
      {
        title: completeTitle,
        description: i18n._(msg`Start exploring: the next batch is waiting for your books.`),
      },
    ];
  }
  return [
    welcome,
    search,
    {
      target: tourTarget('categories'),
      title: i18n._(msg`Browse by category`),
      description: i18n._(msg`Jump straight to textbooks, handwritten notes, previous year papers and more.`),
    },
    {
      target: tourTarget('product'),
      title: i18n._(msg`See the details`),
      description: i18n._(
        msg`Open a listing to see its photos, condition, price and reviews before you buy.`,
      ),
    },
    sell('sell'),
    profile('profile'),
    {
      target: tourTarget('achievements'),
      title: i18n._(msg`Earn achievements`),
      description: i18n._(msg`Collect points, levels and badges as you buy, sell and review.`),
    },
    {
      title: completeTitle,
      description: i18n._(
        msg`Start exploring. You can take this tour again any time from Tour in the header.`,
      ),
    },
  ];
}

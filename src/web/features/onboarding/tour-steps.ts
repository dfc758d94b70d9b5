/** Phones (under 768 px, the spec's mobile breakpoint) get the short tour. */
export type TourLayout = 'desktop' | 'mobile';

export interface TourStep {
  /** A CSS selector for the element to highlight; none for a popover in the middle of the screen. */
  target?: string;
  title: string;
  description: string;
}

const tourTarget = (name: string) => `[data-tour="${name}"]`;

const welcome: TourStep = {
  target: tourTarget('welcome'),
  title: 'Welcome to PassItOn',
  description:
    'Buy and sell used textbooks, notes and calculators with students near you. This short tour shows you around.',
};

const search: TourStep = {
  target: tourTarget('search'),
  title: 'Search for what you need',
  description: 'Type a book title, subject or author to find it from students nearby.',
};

const complete = (description: string): TourStep => ({ title: "You're all set!", description });

const profile = (target: string, signedIn: boolean): TourStep => ({
  target: tourTarget(target),
  title: 'Your account',
  description: signedIn
    ? 'You are signed in: your orders, listings and achievements are all a tap away.'
    : 'Sign in to buy, sell, track your orders and write reviews.',
});

/**
 * The onboarding tour (spec, section 2): 8 steps on desktop (welcome, search, categories, product details,
 * sell, profile, achievements, complete) and 5 on phones, where sell and profile are in the bottom bar.
 */
export function tourSteps(layout: TourLayout, signedIn: boolean): TourStep[] {
  if (layout === 'mobile') {
    return [
      welcome,
      search,
      {
        target: tourTarget('sell-tab'),
        title: 'Sell your items',
        description: 'List a book or your notes in a few steps and earn from what you have finished with.',
      },
      profile('profile-tab', signedIn),
      complete('Start exploring: the next batch is waiting for your books.'),
    ];
  }
  return [
    welcome,
    search,
    {
      target: tourTarget('categories'),
      title: 'Browse by category',
      description: 'Jump straight to textbooks, handwritten notes, previous year papers and more.',
    },
    {
      target: tourTarget('product'),
      title: 'See the details',
      description: 'Open a listing to see its photos, condition, price and reviews before you buy.',
    },
    {
      target: tourTarget('sell'),
      title: 'Sell your items',
      description: 'List a book or your notes in a few steps and earn from what you have finished with.',
    },
    profile('profile', signedIn),
    {
      target: tourTarget('achievements'),
      title: 'Earn achievements',
      description: 'Collect points, levels and badges as you buy, sell and review.',
    },
    complete('Start exploring. You can take this tour again any time from Tour in the header.'),
  ];
}

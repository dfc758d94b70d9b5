import { useLingui } from '@lingui/react';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { homePageMeta } from '../../lib/catalogue-meta.ts';
import { HydrateInTurn } from '../../lib/hydrate-in-turn.tsx';
import { pageOrigin } from '../../lib/page-origin.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { CategoryLinks } from './components/category-links.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { LandingHero } from './components/landing-hero.tsx';
import { LatestListings } from './components/latest-listings.tsx';
import { Promises } from './components/promises.tsx';
import { SignUpCallToAction } from './components/sign-up-call-to-action.tsx';
import { Testimonials } from './components/testimonials.tsx';
import { WantedNearYou } from './components/wanted-near-you.tsx';

/** /: the home and buy landing page. */
export function HomePage() {
  const { i18n } = useLingui();
  const { data: user } = useUser();
  return (
    <>
      <PageMeta meta={homePageMeta(pageOrigin(), i18n)} />
      <LandingHero />
      {/* Below the search, each band is taken over in a task of its own (docs/decisions/115, 123). */}
      <HydrateInTurn>
        <LatestListings />
      </HydrateInTurn>
      <HydrateInTurn>
        <WantedNearYou />
      </HydrateInTurn>
      <HydrateInTurn>
        <CategoryLinks />
        <HowItWorks />
      </HydrateInTurn>
      <HydrateInTurn>
        <Promises />
        <Testimonials />
        {/* Only once we know it is a guest: no flash of "Join" for someone already signed in. */}
        {user === null && <SignUpCallToAction />}
      </HydrateInTurn>
    </>
  );
}

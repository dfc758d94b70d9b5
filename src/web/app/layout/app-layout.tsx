import { Trans } from '@lingui/react/macro';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { OnboardingTour } from '../../features/onboarding/onboarding-tour.tsx';
import { HydrateInTurn } from '../../lib/hydrate-in-turn.tsx';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// The live stream, the push card and the achievements watch are a signed-in student's: downloaded after the first
// load, for them only (docs/decisions/101-hydrate-the-first-screen-first.md).
const SignedInExtras = lazyPart(() =>
  import('./signed-in-extras.tsx').then((module) => module.SignedInExtras),
);

export function AppLayout() {
  const navigation = useNavigation();
  const loadingPage = navigation.state === 'loading';
  const { data: user } = useUser();

  return (
    // Room at the bottom on phones so the fixed bottom bar never covers the footer. On paper (a receipt) only the
    // page itself prints: the header, footer and bottom bar are hidden, and nothing is stretched to a screen.
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0 print:min-h-0 print:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-medium text-primary-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Taken over after the page itself, each in a task of its own (docs/decisions/115-hydration-in-turns.md). */}
      <HydrateInTurn>
        <Header />
      </HydrateInTurn>
      {/* On a slow connection a page's code can take a moment: show that the tap was heard. */}
      {loadingPage && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 bg-accent-500 motion-safe:animate-pulse"
        />
      )}
      {/* At least a screen tall: while a page's code and data arrive, the footer waits below the fold
          instead of showing and then being pushed down (a layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        aria-busy={loadingPage}
        className="min-h-dvh flex-1 outline-none print:min-h-0"
      >
        {/* The page in a turn of its own: the first pass takes over only the layout (docs/decisions/124). */}
        <HydrateInTurn>
          <Outlet />
        </HydrateInTurn>
      </main>
      <HydrateInTurn>
        <Footer />
      </HydrateInTurn>
      <HydrateInTurn>
        <BottomBar />
      </HydrateInTurn>
      <ScrollRestoration getKey={scrollKey} />
      <OnboardingTour />
      {user && <SignedInExtras userId={user.id} />}
    </div>
  );
} /**
 * Where a page's scroll position is kept: by history entry, so Back returns to where the reader was. The entry a
 * full load starts on has no key of its own ("default") — every load would share one position — so it is named
 * by this load instead: a page loaded by its address starts at the top.
 */
const THIS_LOAD = `load-${Date.now()}-${Math.random()}`;
const scrollKey = (location: Location) => (location.key === 'default' ? THIS_LOAD : location.key);

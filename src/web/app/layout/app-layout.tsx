import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function AppLayout() {
  const navigation = useNavigation();
  const loadingPage = navigation.state === 'loading';

  return (
    // Room at the bottom on phones so the fixed bottom bar never covers the footer.
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-medium text-primary-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {/* On a slow connection a page's code can take a moment: show that the tap was heard. */}
      {loadingPage && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 bg-accent-500 motion-safe:animate-pulse"
        />
      )}
      <main id="main" tabIndex={-1} aria-busy={loadingPage} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <ScrollRestoration />
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { HeroSearch } from './hero-search.tsx';

export function LandingHero() {
  return (
    <section data-tour="welcome" className="bg-primary-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:py-16">
        <h1 className="font-bold text-4xl tracking-tight sm:text-5xl">PassItOn</h1>
        <p className="max-w-2xl text-primary-50 text-xl sm:text-2xl">
          <Trans>
            Buy and sell used textbooks, notes and calculators with students near you —{' '}
            <span className="font-semibold text-accent-300">pass them on to the next batch.</span>
          </Trans>
        </p>
        <HeroSearch />
      </div>
    </section>
  );
}

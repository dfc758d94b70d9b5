import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { WantedPostCard } from '../../../components/wanted-post-card.tsx';
import { useUser } from '../../../lib/session/get-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.tsx';
import { iHaveThisPath, NEWEST_WANTED, useWanted } from '../../../lib/wanted/wanted-posts.ts';
import { LandingSection } from './landing-section.tsx';
import { campusOf } from './near-my-campus.tsx';

/**
 * "Wanted" on the home page (docs/decisions/094-wanted-posts.md): the books students at the signed-in student's
 * college (else city) are looking for, else the newest anywhere. The server renders the newest; the student's own
 * place is asked for after hydration, so the HTML and the first render agree.
 */
export function WantedNearYou() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const user = useUser().data;
  const campus = hydrated && user ? campusOf(user) : null;
  const near = useWanted({ ...NEWEST_WANTED, ...(campus ? { [campus.filter]: campus.place } : {}) });
  const newest = useWanted(NEWEST_WANTED, { enabled: campus !== null && near.data?.total === 0 });
  const shown = campus && near.data?.total === 0 ? newest.data : near.data;
  const nearby = campus !== null && near.data !== undefined && near.data.total > 0;
  if (!shown || shown.posts.length === 0) return null;
  const place = nearby ? campus?.place : undefined;
  return (
    <LandingSection
      title={place ? t`Wanted at ${place}` : t`Wanted books`}
      action={
        <Link
          to="/wanted"
          className="flex min-h-11 items-center font-medium text-primary-800 text-sm underline-offset-4 hover:underline"
        >
          <Trans>See all</Trans>
        </Link>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {shown.posts.map((post) => (
          <li key={post.id}>
            <WantedPostCard
              post={post}
              action={
                <Link
                  to={iHaveThisPath(post)}
                  className="font-medium text-primary-800 text-sm underline underline-offset-4"
                >
                  <Trans>I have this</Trans>
                </Link>
              }
            />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

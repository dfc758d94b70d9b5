import { Trans, useLingui } from '@lingui/react/macro';
import { BookSearch, HandHeart, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WANTED_PAGE_SIZE } from '../../../domain/contracts/wanted.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { WantedPostCard } from '../../components/wanted-post-card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { iHaveThisPath, useWanted } from '../../lib/wanted/wanted-posts.ts';
import { useMyWanted } from './api/my-wanted.ts';
import { MyWantedPosts } from './components/my-wanted-posts.tsx';
import { WantedForm } from './components/wanted-form.tsx';

/**
 * /wanted: books students are looking for (docs/decisions/094-wanted-posts.md), newest first, by words and city;
 * a seller answers one with "I have this", which opens the listing wizard filled with the book. A signed-in student
 * posts their own here and closes them.
 */
export function WantedPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const city = searchParams.get('city') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const user = useUser().data;
  const mine = useMyWanted();
  const ownIds = new Set((mine.data ?? []).map((post) => post.id));
  const wanted = useWanted({
    ...(q ? { q } : {}),
    ...(city ? { city } : {}),
    limit: WANTED_PAGE_SIZE,
    offset: (page - 1) * WANTED_PAGE_SIZE,
  });
  const [draft, setDraft] = useState({ q, city });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.city.trim()) next.set('city', draft.city.trim());
    setSearchParams(next);
  };
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(target));
    return `/wanted?${next}`;
  };

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <title>{pageTitle(t`Wanted books`)}</title>
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl text-slate-900">
          <Trans>Wanted books</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Students are looking for these books. Have one? List it and they hear of it at once.</Trans>
        </p>
      </header>
      {user && (
        <div className="flex flex-col gap-6">
          <WantedForm />
          <MyWantedPosts posts={mine.data ?? []} />
        </div>
      )}
      {user === null && (
        <p className="text-slate-700">
          <Trans>
            <Link to="/auth" className="font-medium text-primary-800 underline underline-offset-4">
              Sign in
            </Link>{' '}
            to post a book you are looking for.
          </Trans>
        </p>
      )}
      <section aria-labelledby="wanted-posts" className="flex flex-col gap-4">
        <h2 id="wanted-posts" className="font-semibold text-lg text-slate-900">
          <Trans>Books students are looking for</Trans>
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for older phone browsers; the role works everywhere. */}
        <form role="search" onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Input
              label={t`Book`}
              value={draft.q}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          </div>
          <div className="min-w-0 flex-1">
            <Input
              label={t`City`}
              value={draft.city}
              maxLength={60}
              onChange={(event) => setDraft({ ...draft, city: event.target.value })}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" className="size-5" />
            <Trans>Search</Trans>
          </Button>
        </form>
        {wanted.isPending && (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-32" />
            ))}
          </div>
        )}
        {wanted.isError && (
          <p role="alert" className="text-red-700">
            {errorMessage(wanted.error)}
          </p>
        )}
        {wanted.data && wanted.data.posts.length === 0 && (
          <EmptyState icon={BookSearch} title={t`Nobody is looking for such a book right now.`} />
        )}
        {wanted.data && wanted.data.posts.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {wanted.data.posts.map((post) => (
              <li key={post.id}>
                <WantedPostCard
                  post={post}
                  action={
                    !ownIds.has(post.id) && (
                      <Button asChild>
                        <Link to={iHaveThisPath(post)}>
                          <HandHeart aria-hidden="true" className="size-5" />
                          <Trans>I have this</Trans>
                        </Link>
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {wanted.data && (
          <Pagination
            page={page}
            pageCount={Math.ceil(wanted.data.total / WANTED_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        )}
      </section>
    </section>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, UserRoundX } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductListItem } from '../../../domain/contracts/products.ts';
import type { PublicProfile } from '../../../domain/contracts/ratings.ts';
import { isLanguage } from '../../../domain/languages.ts';
import { pageTitle, profilePageMeta } from '../../../domain/seo.ts';
import { ReportMenu } from '../../components/report-menu.tsx';
import { TitledCard } from '../../components/ui/card.tsx';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { VerifiedStudentBadge } from '../../components/verified-student-badge.tsx';
import { useFormatters } from '../../lib/i18n/use-formatters.ts';
import { useProfile } from './api/get-profile.ts';

export interface ProfilePageProps {
  /** The listings grid, which the catalogue feature draws: the route passes it in. */
  Listings: ComponentType<{ products: ProductListItem[] }>;
}

/**
 * /u/:username: a student's public profile (docs/decisions/082-ratings-from-real-deals.md) — who they are, their
 * deals, their rating as a seller with the latest comments, and their listings. Never contact details.
 */
export function ProfilePage({ Listings }: ProfilePageProps) {
  const username = useParams().username ?? '';
  const profile = useProfile(username);
  return (
    <section className="mx-auto max-w-5xl px-4 py-4 sm:py-6">
      {profile.isSuccess ? (
        <ProfileView profile={profile.data} Listings={Listings} />
      ) : profile.isError ? (
        <ProfileNotFound username={username} />
      ) : (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">
            <Trans>Loading profile…</Trans>
          </span>
          <Skeleton className="h-10 w-56" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </section>
  );
}

function ProfileView({ profile, Listings }: ProfilePageProps & { profile: PublicProfile }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormatters();
  const memberSince = formatDate(profile.memberSince);
  const place = [profile.institute, profile.city].filter(Boolean).join(', ');
  const { average, count } = profile.sellerRating;
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <div className="flex flex-col gap-6">
      <PageMeta meta={profilePageMeta(profile, language)} />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-bold text-2xl text-slate-900">{profile.displayName}</h1>
          {profile.verifiedStudent && <VerifiedStudentBadge />}
          <ReportMenu targetType="user" targetId={profile.id} ownerId={profile.id} className="ml-auto" />
        </div>
        {place && (
          <p className="flex items-center gap-2 text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
        )}
        <p className="text-slate-600 text-sm">
          <Trans>Member since {memberSince}</Trans>
        </p>
      </header>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Figure label={t`Rating as a seller`}>
          {count > 0 ? (
            <span className="flex flex-col items-center gap-1">
              <span>{average.toFixed(1)}</span>
              <StarRating value={average} size="sm" />
              <span className="font-normal text-slate-600 text-xs">
                {t`${plural(count, { one: '# rating', other: '# ratings' })}`}
              </span>
            </span>
          ) : (
            <span className="font-normal text-base text-slate-600">
              <Trans>No ratings yet</Trans>
            </span>
          )}
        </Figure>
        <Figure label={t`Deals as seller`}>{profile.dealsAsSeller}</Figure>
        <Figure label={t`Deals as buyer`}>{profile.dealsAsBuyer}</Figure>
      </dl>
      {profile.latestComments.length > 0 && (
        <TitledCard title={t`What buyers say`}>
          <ul className="divide-y">
            {profile.latestComments.map((comment) => (
              <li key={`${comment.createdAt}-${comment.by}`} className="flex flex-col gap-1 py-3 first:pt-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <p className="font-semibold text-slate-900">{comment.by}</p>
                  <time dateTime={comment.createdAt} className="text-slate-600 text-sm">
                    {formatDate(comment.createdAt)}
                  </time>
                </div>
                <StarRating value={comment.rating} size="sm" className="self-start" />
                <p className="whitespace-pre-line text-slate-800">{comment.comment}</p>
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
      <section aria-labelledby="profile-listings" className="flex flex-col gap-3">
        <h2 id="profile-listings" className="font-semibold text-lg text-slate-900">
          <Trans>Listings</Trans>
        </h2>
        {profile.listings.length > 0 ? (
          <Listings products={profile.listings} />
        ) : (
          <p className="text-slate-600">
            <Trans>Nothing listed right now.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-1 rounded-lg border bg-white p-3 shadow-soft">
      <dt className="text-slate-600 text-xs sm:text-sm">{label}</dt>
      <dd className="font-bold text-2xl text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function ProfileNotFound({ username }: { username: string }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <title>{pageTitle(t`User not found`)}</title>
      <UserRoundX aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="font-bold text-2xl text-slate-900">
        <Trans>User not found</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>There is no student called {username} on PassItOn.</Trans>
      </p>
      <Link to="/browse" className="inline-flex min-h-11 items-center font-medium text-primary-800 underline">
        <Trans>Browse listings</Trans>
      </Link>
    </div>
  );
}

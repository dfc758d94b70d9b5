import { Trans } from '@lingui/react/macro';
import { BookOpen, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WantedPost } from '../../domain/contracts/wanted.ts';
import { formatPrice } from '../lib/format.ts';
import { useFormatters } from '../lib/i18n/use-formatters.ts';
import { useNow } from '../lib/use-now.ts';

/**
 * One wanted post as everyone sees it (docs/decisions/094-wanted-posts.md): the book, the most the student will
 * pay, where, and how long ago; never who posted it. `action` is the card's one next step ("I have this", "Close").
 */
export function WantedPostCard({ post, action }: { post: WantedPost; action?: ReactNode }) {
  const { formatTimeAgo } = useFormatters();
  const now = useNow();
  const place = [post.institution, post.city].filter(Boolean).join(', ');
  return (
    <article className="flex flex-col gap-2 rounded-lg border bg-white p-4 shadow-sm">
      <h3 className="flex items-start gap-2 font-semibold text-slate-900">
        <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <span className="min-w-0 break-words">{post.title}</span>
      </h3>
      <dl className="flex flex-col gap-1 text-slate-700 text-sm">
        {post.isbn && (
          <div className="flex gap-1">
            <dt>
              <Trans>ISBN</Trans>:
            </dt>
            <dd className="tabular-nums">{post.isbn}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>
            <Trans>Pays up to</Trans>:
          </dt>
          <dd className="font-semibold tabular-nums">
            {post.maxPrice === null ? <Trans>Any price</Trans> : formatPrice(post.maxPrice)}
          </dd>
        </div>
        {place && (
          <div className="flex items-center gap-1">
            <dt>
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Where</Trans>
              </span>
            </dt>
            <dd className="min-w-0 break-words">{place}</dd>
          </div>
        )}
      </dl>
      <p className="text-slate-500 text-xs">
        <time dateTime={post.createdAt}>{formatTimeAgo(post.createdAt, now)}</time>
      </p>
      {action && <div className="mt-1">{action}</div>}
    </article>
  );
}

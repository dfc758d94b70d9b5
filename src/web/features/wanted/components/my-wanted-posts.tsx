import { Trans, useLingui } from '@lingui/react/macro';
import type { MyWantedPost } from '../../../../domain/contracts/wanted.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { WantedPostCard } from '../../../components/wanted-post-card.tsx';
import { useCloseWanted } from '../api/my-wanted.ts';

function StatusBadge({ status }: { status: MyWantedPost['status'] }) {
  const { t } = useLingui();
  const words = { open: t`Open`, closed: t`Closed`, expired: t`Expired` };
  return (
    <Badge className="self-start" tone={status === 'open' ? 'green' : 'neutral'}>
      {words[status]}
    </Badge>
  );
}

/** The student's own wanted posts, each with its state, and "Close" on an open one. */
export function MyWantedPosts({ posts }: { posts: MyWantedPost[] }) {
  const { t } = useLingui();
  const close = useCloseWanted();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="my-wanted" className="flex flex-col gap-3">
      <h2 id="my-wanted" className="font-semibold text-lg text-slate-900">
        <Trans>Your wanted posts</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-1">
            <StatusBadge status={post.status} />
            <WantedPostCard
              post={post}
              action={
                post.status === 'open' && (
                  <ConfirmButton
                    label={t`Close`}
                    variant="outline"
                    loading={close.isPending && close.variables === post.id}
                    title={t`Close this wanted post?`}
                    description={t`Sellers will no longer see it, and you will not be told when the book is listed.`}
                    cancelLabel={t`Keep it`}
                    confirmLabel={t`Close it`}
                    onConfirm={() => close.mutate(post.id)}
                  />
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

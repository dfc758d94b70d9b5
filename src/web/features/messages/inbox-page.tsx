import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INBOX_PAGE_SIZE } from '../../../domain/contracts/messages.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination, pageParam } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useInbox } from './api/get-inbox.ts';
import { InboxList } from './components/inbox-list.tsx';

/** /inbox: every conversation the student is in — questions about listings, orders and sales — newest first. */
export function InboxPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const inbox = useInbox(page);
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);

  return (
    <section aria-labelledby="inbox-heading" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <title>{pageTitle(t`Inbox`)}</title>
      <h1 id="inbox-heading" className="font-bold text-2xl text-slate-900">
        <Trans>Inbox</Trans>
      </h1>
      {inbox.isPending ? (
        <div className="flex flex-col gap-2">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-20 w-full" />
          ))}
        </div>
      ) : inbox.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-slate-700">
          <p>
            <Trans>Your conversations could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button variant="outline" onClick={() => inbox.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : inbox.data.total === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t`No conversations yet`}
          description={t`Ask a seller about a listing, and your questions and their answers will show up here.`}
          action={
            <Button asChild>
              <Link to="/browse">
                <Trans>Browse Items</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <InboxList entries={inbox.data.entries} />
          <Pagination
            page={page}
            pageCount={Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)}
            hrefFor={(target) => `/inbox?page=${target}`}
          />
        </>
      )}
    </section>
  );
}

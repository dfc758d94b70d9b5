import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { useListingSummary } from './api/get-listing-summary.ts';
import { useListingThread } from './api/get-thread.ts';
import { ConversationThread, type ConversationThreadProps } from './components/conversation-thread.tsx';
import { BackToInbox } from './conversation-page.tsx';

interface ListingConversationPageProps {
  Thread?: ComponentType<ConversationThreadProps>;
}

/**
 * /inbox/listing/:productId ("Ask the seller"): the student's conversation about a listing — its own page once
 * it exists, else an empty thread whose first message starts it.
 */
export function ListingConversationPage({ Thread = ConversationThread }: ListingConversationPageProps) {
  const { t } = useLingui();
  const productId = Number(useParams().productId);
  const navigate = useNavigate();
  const { data: viewer } = useUser();
  const existing = useListingThread(productId);
  const listing = useListingSummary(productId);
  const title = listing.data?.title;
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, []);

  if (existing.data) return <Navigate to={`/inbox/${existing.data.id}`} replace />;
  const failure = existing.error ?? listing.error;
  const reason = failure ? errorMessage(failure) : '';
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <title>{pageTitle(title ? t`Ask about ${title}` : t`Ask the seller`)}</title>
      <BackToInbox />
      {failure ? (
        <p role="alert" className="text-red-700">
          {t`This listing could not be loaded: ${reason}`}
        </p>
      ) : existing.isPending || !listing.data || !viewer ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <Thread
          thread={null}
          viewerId={viewer.id}
          target={{ kind: 'listing', productId }}
          listing={{ id: productId, title: listing.data.title, image: listing.data.images[0] ?? null }}
          sellerName={listing.data.sellerName}
          onStarted={(conversationId) => navigate(`/inbox/${conversationId}`, { replace: true })}
        />
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { useThread } from './api/get-thread.ts';
import { unreadMessagesQueryOptions } from './api/get-unread-messages.ts';
import { ConversationThread, type ConversationThreadProps } from './components/conversation-thread.tsx';

interface ConversationPageProps {
  /** The thread as shown; a page composing other features' parts (offers) passes one that adds them. */
  Thread?: ComponentType<ConversationThreadProps>;
}

/** /inbox/:conversationId: one conversation; opening it marks it read, so the header's badge is asked again. */
export function ConversationPage({ Thread = ConversationThread }: ConversationPageProps) {
  const { t } = useLingui();
  const id = Number(useParams().conversationId);
  const { data: viewer } = useUser();
  const thread = useThread(id);
  const queryClient = useQueryClient();
  const unreadBefore = thread.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unreadBefore > 0)
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryOptions.queryKey });
  }, [unreadBefore, queryClient]);
  const reason = thread.isError ? errorMessage(thread.error) : '';

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <title>{pageTitle(thread.data?.listing?.title ?? t`Conversation`)}</title>
      <BackToInbox />
      {thread.isPending || !viewer ? (
        <Skeleton className="h-64 w-full" />
      ) : thread.isError ? (
        <p role="alert" className="text-red-700">
          {t`This conversation could not be loaded: ${reason}`}
        </p>
      ) : (
        <Thread
          thread={thread.data}
          viewerId={viewer.id}
          target={{ kind: 'conversation', conversationId: id }}
        />
      )}
    </section>
  );
}

export function BackToInbox() {
  return (
    <BackLink to="/inbox" className="self-start">
      <Trans>Inbox</Trans>
    </BackLink>
  );
}

import { ConversationPage } from '../../features/messages/conversation-page.tsx';
import { ListingConversationPage } from '../../features/messages/listing-conversation-page.tsx';

/*
 * /inbox/:conversationId and /inbox/listing/:productId: the messages feature's thread. Other features' parts of
 * a conversation (offer cards and buttons) are composed here, through the pages' `Thread` prop, whose
 * ConversationThread takes `extras` and `actions` (docs/decisions/037-listing-conversations-and-inbox.md).
 */

export function ConversationRoute() {
  return <ConversationPage />;
}

export function ListingConversationRoute() {
  return <ListingConversationPage />;
}

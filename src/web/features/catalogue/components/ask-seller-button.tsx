import { Trans } from '@lingui/react/macro';
import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/**
 * "Ask the seller" (docs/decisions/037-listing-conversations-and-inbox.md): a link to the student's conversation
 * about the listing, so it renders the same on the server and in the browser; a guest is sent to sign in and
 * back by the inbox's route.
 */
export function AskSellerButton({ productId }: { productId: number }) {
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to={`/inbox/listing/${productId}`}>
        <MessageCircleQuestion aria-hidden="true" className="size-5" />
        <Trans>Ask the seller</Trans>
      </Link>
    </Button>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { DealRatingState } from '../../../../domain/contracts/ratings.ts';
import { RATING_COMMENT_MAX } from '../../../../domain/deal-ratings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StarRatingInput } from '../../../components/ui/star-rating-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useRateDeal } from '../api/rate-deal.ts';

/** "How was the deal with Priya?": stars (required) and an optional comment, sent once. */
export function RateDealForm({ orderId, deal }: { orderId: number; deal: DealRatingState }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormatters();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const rateDeal = useRateDeal(orderId);
  const name = deal.other.name;
  const until = deal.rateUntil ? formatDate(deal.rateUntil) : '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) {
      toast({ title: t`Rating required`, description: t`Please select a rating`, variant: 'destructive' });
      return;
    }
    rateDeal.mutate(
      { rating, comment: comment.trim(), ...(deal.role === 'buyer' ? { sellerId: deal.sellerId } : {}) },
      {
        onSuccess: () => toast({ title: t`Thanks for rating the deal`, variant: 'success' }),
        onError: (error) =>
          toast({
            title: t`Error`,
            description: refusalMessage(error, i18n) ?? t`Your rating could not be sent. Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <StarRatingInput value={rating} onChange={setRating} label={t`How was the deal with ${name}?`} />
      <Textarea
        label={t`A few words (optional)`}
        hint={t`Only shown once you have both rated, or 14 days after the hand-over. You can rate until ${until}.`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={RATING_COMMENT_MAX}
      />
      <Button type="submit" loading={rateDeal.isPending} className="self-start">
        <Trans>Send rating</Trans>
      </Button>
    </form>
  );
}

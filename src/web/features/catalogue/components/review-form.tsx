import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StarRatingInput } from '../../../components/ui/star-rating-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useCreateReview } from '../api/create-review.ts';

const COMMENT_MAX_LENGTH = 2000;

interface ReviewFormProps {
  productId: number;
  /** The reviewer's order of the listing, handed over to them. */
  orderId: number;
  userId: number;
  onSubmitted?: () => void;
}

/** Stars (required) and an optional comment; rating and text reset after a successful submit. */
export function ReviewForm({ productId, orderId, userId, onSubmitted }: ReviewFormProps) {
  const { i18n, t } = useLingui();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const createReview = useCreateReview(productId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) {
      toast({ title: t`Rating required`, description: t`Please select a rating`, variant: 'destructive' });
      return;
    }
    createReview.mutate(
      { userId, productId, orderId, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          toast({
            title: t`Review submitted`,
            description: t`Thank you for your review!`,
            variant: 'success',
          });
          setRating(0);
          setComment('');
          onSubmitted?.();
        },
        onError: (error) => {
          toast({
            title: t`Error`,
            description: refusalMessage(error, i18n) ?? t`Failed to submit review`,
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <StarRatingInput value={rating} onChange={setRating} />
      <Textarea
        label={t`Your review (optional)`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t`What was the condition like? Was the seller easy to deal with?`}
      />
      <Button type="submit" loading={createReview.isPending} className="self-start">
        <Trans>Submit Review</Trans>
      </Button>
    </form>
  );
}

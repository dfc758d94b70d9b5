import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { PostOrderMessageSchema } from '../../../../domain/contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePostMessage } from '../api/post-message.ts';

const MessageFormSchema = PostOrderMessageSchema.pick({ text: true });

interface MessageComposerProps {
  orderId: number;
  /** The seller the buyer writes to (the buyer's side of a conversation); absent on the seller's side. */
  sellerId?: number;
  /** Whom the message goes to, for the field's label. */
  recipientName: string;
}

/** Writes one message; the field clears once it is sent, and a refusal (too many, too long) shows under it. */
export function MessageComposer({ orderId, sellerId, recipientName }: MessageComposerProps) {
  const postMessage = usePostMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(MessageFormSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(({ text }) =>
    postMessage.mutate({ orderId, text, sellerId }, { onSuccess: () => reset() }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <Textarea
        label={`Message to ${recipientName}`}
        hint="Agree on where and when to meet. Never share passwords or OTPs."
        rows={2}
        error={errors.text?.message ?? (postMessage.isError ? errorMessage(postMessage.error) : undefined)}
        {...register('text')}
      />
      <Button type="submit" loading={postMessage.isPending} className="self-end">
        <Send aria-hidden="true" className="size-5" />
        Send
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { PostedMessage } from '../../../../domain/contracts/messages.ts';
import { PostOrderMessageSchema } from '../../../../domain/contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type MessageTarget, usePostMessage } from '../api/post-message.ts';

const MessageFormSchema = PostOrderMessageSchema.pick({ text: true });

/** The message schema's English messages (shared with the server) as the reader reads them. */
const TEXT_MESSAGES: Record<string, MessageDescriptor> = {
  'Write a message': msg`Write a message`,
  'A message can be at most 2,000 characters': msg`A message can be at most 2,000 characters`,
};

function messageError(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined || !Object.hasOwn(TEXT_MESSAGES, message)) return message;
  return i18n._(TEXT_MESSAGES[message] as MessageDescriptor);
}

interface MessageComposerProps {
  /** Where the message goes (an order's conversation, a conversation of the inbox, a listing's). */
  target: MessageTarget;
  /** Whom the message goes to, for the field's label. */
  recipientName: string;
  /** Under the field; an order's conversation says to agree on the meeting place. */
  hint?: string;
  /** Called with what the server answered once a message is sent (a listing's first message names its conversation). */
  onSent?: (message: Partial<PostedMessage>) => void;
}

/** Writes one message; the field clears once it is sent, and a refusal (too many, too long) shows under it. */
export function MessageComposer({ target, recipientName, hint, onSent }: MessageComposerProps) {
  const { i18n, t } = useLingui();
  const postMessage = usePostMessage(target);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(MessageFormSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(({ text }) =>
    postMessage.mutate(text, {
      onSuccess: (message) => {
        reset();
        onSent?.(message);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <Textarea
        label={t`Message to ${recipientName}`}
        hint={hint ?? t`Agree on where and when to meet. Never share passwords or OTPs.`}
        rows={2}
        error={
          messageError(i18n, errors.text?.message) ??
          (postMessage.isError ? errorMessage(postMessage.error) : undefined)
        }
        {...register('text')}
      />
      <Button type="submit" loading={postMessage.isPending} className="self-end">
        <Send aria-hidden="true" className="size-5" />
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}

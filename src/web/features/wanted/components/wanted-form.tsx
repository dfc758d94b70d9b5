import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateWantedSchema } from '../../../../domain/contracts/wanted.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useCreateWanted } from '../api/my-wanted.ts';

type WantedFormInput = z.input<typeof CreateWantedSchema>;
type WantedFormOutput = z.output<typeof CreateWantedSchema>;

const EMPTY: WantedFormInput = { title: '', isbn: '', maxPrice: '', city: '', institution: '' };

/**
 * "Post a wanted book" (docs/decisions/094-wanted-posts.md): the title or the ISBN (the server finds the title of
 * a known ISBN), and optionally the most the student will pay and where. The same contract checks it here and on
 * the server.
 */
export function WantedForm() {
  const { t, i18n } = useLingui();
  const form = useForm<WantedFormInput, unknown, WantedFormOutput>({
    resolver: zodResolver(CreateWantedSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateWanted();
  const headingId = useId();
  const { errors } = form.formState;
  const errorOf = (name: keyof WantedFormInput) => translateFieldMessage(i18n, errors[name]?.message);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        ...(values.title ? { title: values.title } : {}),
        ...(values.isbn ? { isbn: values.isbn } : {}),
        ...(values.maxPrice !== undefined ? { maxPrice: values.maxPrice } : {}),
        ...(values.city ? { city: values.city } : {}),
        ...(values.institution ? { institution: values.institution } : {}),
      },
      { onSuccess: () => form.reset(EMPTY) },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        <Trans>Post a wanted book</Trans>
      </h2>
      <p className="text-slate-600 text-sm">
        <Trans>
          Tell sellers which book you are looking for. Your name and contact are never shown; we tell you when
          someone lists it.
        </Trans>
      </p>
      <Input label={t`Title`} maxLength={200} error={errorOf('title')} {...form.register('title')} />
      <Input
        label={t`ISBN (optional)`}
        autoComplete="off"
        maxLength={32}
        hint={t`With an ISBN alone we find the title for you.`}
        error={errorOf('isbn')}
        {...form.register('isbn')}
      />
      <Input
        label={t`Most you will pay (₹, optional)`}
        inputMode="decimal"
        error={errorOf('maxPrice')}
        {...form.register('maxPrice')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t`City (optional)`} maxLength={80} error={errorOf('city')} {...form.register('city')} />
        <Input
          label={t`College or institute (optional)`}
          maxLength={150}
          error={errorOf('institution')}
          {...form.register('institution')}
        />
      </div>
      {create.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(create.error)}
        </p>
      )}
      <Button type="submit" loading={create.isPending} className="self-start">
        <Send aria-hidden="true" className="size-5" />
        <Trans>Post it</Trans>
      </Button>
    </form>
  );
}

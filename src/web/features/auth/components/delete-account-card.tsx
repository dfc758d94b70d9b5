import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DeleteAccountSchema, WRONG_PASSWORD } from '../../../../domain/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * The danger zone: deleting the account, after a dialog that says what goes and what stays
 * (docs/decisions/029-deleting-an-account.md) and asks for the password. The server's refusal (an order in
 * progress, money still owed) is shown in the dialog; success lands on the home page, signed out.
 */
export function DeleteAccountCard({ username }: { username: string }) {
  const { i18n, t } = useLingui();
  const fieldError = useFieldMessage();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeleteAccountSchema), defaultValues: { password: '' } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      deletion.reset();
    }
  };

  const onSubmit = handleSubmit((values) =>
    deletion.mutate(values, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'auth.wrong_password') {
          setError('password', { message: WRONG_PASSWORD }, { shouldFocus: true });
        }
      },
    }),
  );
  const refusal =
    deletion.error && !(deletion.error instanceof ApiError && deletion.error.code === 'auth.wrong_password')
      ? errorMessage(deletion.error, i18n)
      : undefined;

  return (
    <Card role="region" aria-labelledby="delete-account-heading" className="border-red-200">
      <CardHeader>
        <CardTitle id="delete-account-heading">
          <Trans>Delete account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Remove your account and your personal details from PassItOn for good.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trans>Delete account</Trans>
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>
              <Trans>Delete your account?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>This cannot be undone.</Trans>
            </DialogDescription>
            <div className="mt-4 flex flex-col gap-3 text-slate-700 text-sm">
              <div>
                <p className="font-medium text-slate-900">
                  <Trans>Removed</Trans>
                </p>
                <ul className="mt-1 list-disc pl-5">
                  <li>
                    <Trans>Your listings (taken off PassItOn, with their titles and descriptions)</Trans>
                  </li>
                  <li>
                    <Trans>Your name, e-mail address, phone number and password</Trans>
                  </li>
                  <li>
                    <Trans>The delivery details on your orders</Trans>
                  </li>
                  <li>
                    <Trans>What you wrote in reviews and order messages</Trans>
                  </li>
                  <li>
                    <Trans>Your cart, saved items, saved searches, notifications and e-mail settings</Trans>
                  </li>
                </ul>
              </div>
              <div>
                <p className="font-medium text-slate-900">
                  <Trans>Kept, without your name</Trans>
                </p>
                <ul className="mt-1 list-disc pl-5">
                  <li>
                    <Trans>Your orders and sales with their amounts, and payouts, for accounting</Trans>
                  </li>
                  <li>
                    <Trans>Your star ratings, still counted in the listings' averages</Trans>
                  </li>
                </ul>
              </div>
              <p>
                <Trans>
                  You can delete your account once your orders are finished and any money we owe you is paid.
                </Trans>
              </p>
            </div>
            {/* noValidate: the shared schema's message replaces the browser's own bubble. */}
            <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
              <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
              <PasswordInput
                label={t`Your password`}
                autoComplete="current-password"
                error={fieldError(errors.password?.message)}
                {...register('password')}
              />
              {refusal && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 text-sm">
                  {refusal}
                </p>
              )}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    <Trans>Cancel</Trans>
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" loading={deletion.isPending}>
                  <Trans>Delete my account</Trans>
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

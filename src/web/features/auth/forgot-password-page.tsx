import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FORGOT_PASSWORD_ANSWER, ForgotPasswordSchema } from '../../../domain/contracts/auth.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useFieldMessage } from '../../lib/i18n/api-error-text.ts';
import { useForgotPassword } from './api/password-recovery.ts';

/**
 * /forgot-password: the address to send a reset link to. Afterwards the page shows the server's answer, the same
 * text whatever the address (docs/decisions/028-password-reset-and-email-verification.md).
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const fieldError = useFieldMessage();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <div className="mx-auto max-w-md px-4 py-6 md:py-12">
      <title>{pageTitle(t`Forgot password`)}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>Forgot your password?</Trans>
          </h1>
          <CardDescription>
            <Trans>
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {forgot.isSuccess ? (
            <div className="flex flex-col gap-4">
              <p role="status" className="flex items-start gap-2 text-slate-800 text-sm">
                <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {/* The same answer whatever the address, so it is known here in every language. */}
                {forgot.data.message === FORGOT_PASSWORD_ANSWER
                  ? t`If an account uses that address, we have e-mailed it a link to choose a new password. The link works for 30 minutes.`
                  : forgot.data.message}
              </p>
              <p className="text-slate-600 text-sm">
                <Trans>
                  Nothing after a few minutes? Check your spam folder, or{' '}
                  <button
                    type="button"
                    className="font-medium text-primary-700 underline"
                    onClick={() => forgot.reset()}
                  >
                    try another address
                  </button>
                  .
                </Trans>
              </p>
            </div>
          ) : (
            // noValidate: the shared schema's messages replace the browser's own bubbles.
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <Input
                label={t`Email`}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                error={fieldError(errors.email?.message)}
                {...register('email')}
              />
              <Button type="submit" size="lg" loading={forgot.isPending}>
                <Trans>Send reset link</Trans>
              </Button>
            </form>
          )}
          <p className="mt-4 text-sm">
            <Link to="/auth" className="font-medium text-primary-700 underline">
              <Trans>Back to sign in</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

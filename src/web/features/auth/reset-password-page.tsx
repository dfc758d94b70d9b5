import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema } from '../../../domain/contracts/auth.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { useFieldMessage } from '../../lib/i18n/api-error-text.ts';
import { signInPath } from '../../lib/sign-in-return.ts';
import { useResetPassword } from './api/password-recovery.ts';
import { commonPasswordRefusal } from './password-refusal.ts';

/**
 * /reset-password?token=…: the page the e-mailed link opens. A new password and its confirmation, with the
 * registration rules; once changed, the sign-in page says so (every session of the account has ended).
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const fieldError = useFieldMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => navigate(signInPath('/', 'password-changed'), { replace: true }),
        onError: (error) => {
          const tooCommon = commonPasswordRefusal(error);
          if (tooCommon) setError('password', { message: tooCommon }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <div className="mx-auto max-w-md px-4 py-6 md:py-12">
      <title>{pageTitle(t`Choose a new password`)}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>Choose a new password</Trans>
          </h1>
          <CardDescription>
            <Trans>Changing it signs you out everywhere; then sign in with the new one.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            // noValidate: the shared schema's messages replace the browser's own bubbles.
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <PasswordInput
                label={t`New password`}
                autoComplete="new-password"
                hint={t`At least 6 characters`}
                error={fieldError(errors.password?.message)}
                {...register('password')}
              />
              <PasswordInput
                label={t`Confirm new password`}
                autoComplete="new-password"
                error={fieldError(errors.confirmPassword?.message)}
                {...register('confirmPassword')}
              />
              <Button type="submit" size="lg" loading={resetPassword.isPending}>
                <Trans>Change password</Trans>
              </Button>
            </form>
          ) : (
            <p role="alert" className="text-slate-800 text-sm">
              <Trans>This link is incomplete. Please ask for a new one.</Trans>
            </p>
          )}
          <p className="mt-4 text-sm">
            <Link to="/forgot-password" className="font-medium text-primary-700 underline">
              <Trans>Send me a new link</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

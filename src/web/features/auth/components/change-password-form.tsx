import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, WRONG_CURRENT_PASSWORD } from '../../../../domain/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useChangePassword } from '../api/change-password.ts';
import { commonPasswordRefusal } from '../password-refusal.ts';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; `username` lets password managers file the new one correctly. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useLingui();
  const fieldError = useFieldMessage();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(emptyForm),
        onError: (error) => {
          // Shown on the field as well as in the toast, so it is read out when the field takes focus.
          if (error instanceof ApiError && error.code === 'auth.wrong_current_password') {
            setError('currentPassword', { message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
          }
          const tooCommon = commonPasswordRefusal(error);
          if (tooCommon) setError('newPassword', { message: tooCommon }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    // noValidate: the shared schema's messages replace the browser's own bubbles.
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordInput
        label={t`Current password`}
        autoComplete="current-password"
        error={fieldError(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <PasswordInput
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={fieldError(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <PasswordInput
        label={t`Confirm new password`}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={changePassword.isPending} className="w-full sm:w-auto sm:self-start">
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RegisterFormSchema } from '../../../../domain/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useRegister } from '../api/register.ts';
import { commonPasswordRefusal } from '../password-refusal.ts';

const emptyForm = {
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useLingui();
  const fieldError = useFieldMessage();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RegisterFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(({ username, email, phone, password }) =>
    registerAccount.mutate(
      { username, email, phone, password },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          // On the field as well as in the toast, so it is read out when the field takes focus.
          const tooCommon = commonPasswordRefusal(error);
          if (tooCommon) setError('password', { message: tooCommon }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.username?.message)}
        {...register('username')}
      />
      <Input
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Input
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel-national"
        hint={t`10 digits, starting with 6, 7, 8 or 9 (+91 is fine)`}
        error={fieldError(errors.phone?.message)}
        {...register('phone')}
      />
      <PasswordInput
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <PasswordInput
        label={t`Confirm password`}
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Checkbox
        label={
          <Trans>
            I agree to the{' '}
            <Link to="/terms" target="_blank" className="font-medium text-primary-700 underline">
              Terms &amp; Conditions
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" target="_blank" className="font-medium text-primary-700 underline">
              Privacy Policy
            </Link>
          </Trans>
        }
        error={fieldError(errors.acceptTerms?.message)}
        {...register('acceptTerms')}
      />
      <Button type="submit" size="lg" loading={registerAccount.isPending}>
        <Trans>Create Account</Trans>
      </Button>
    </form>
  );
}

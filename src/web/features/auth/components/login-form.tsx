import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginSchema } from '../../../../domain/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useFieldMessage } from '../../../lib/i18n/api-error-text.ts';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const fieldError = useFieldMessage();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((credentials) => login.mutate(credentials, { onSuccess: onSignedIn }));

  return (
    // noValidate: the schema's messages (spec, section 5) replace the browser's own bubbles.
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Input
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t`Or the e-mail address of your account`}
        error={fieldError(errors.username?.message)}
        {...register('username')}
      />
      <PasswordInput
        label={t`Password`}
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={login.isPending}>
        <Trans>Sign In</Trans>
      </Button>
      <Link to="/forgot-password" className="self-center font-medium text-primary-700 text-sm underline">
        <Trans>Forgot password?</Trans>
      </Link>
    </form>
  );
}

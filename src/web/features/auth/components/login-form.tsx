import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginSchema } from '../../../../domain/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
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
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={login.isPending}>
        Sign In
      </Button>
      <Link to="/forgot-password" className="self-center font-medium text-primary-700 text-sm underline">
        Forgot password?
      </Link>
    </form>
  );
}

import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useDatabaseUsers } from '../api/get-database-users.ts';
import { indiaDate } from './admin-format.ts';
import { ContactLinks } from './contact-links.tsx';

const EMPTY = { username: '', email: '', phone: '', password: '', isAdmin: false };

function CreateUserForm() {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const create = useCreateUser();
  const { i18n, t } = useLingui();
  const field = (name: 'username' | 'email' | 'phone' | 'password') => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.username.trim() || !form.email.trim() || !form.password) {
      // The server's rule (CREATE_USER_REQUIRED), said before asking it, in the reader's language.
      setProblem(t`Username, email, and password are required`);
      return;
    }
    setProblem(undefined);
    create.mutate(
      { ...form, username: form.username.trim(), email: form.email.trim(), phone: form.phone.trim() || null },
      {
        onSuccess: (user) => {
          const username = user.username;
          toast({
            title: t`User created successfully`,
            description: user.isAdmin
              ? t`${username} can now sign in as an admin.`
              : t`${username} can now sign in.`,
            variant: 'success',
          });
          setForm(EMPTY);
        },
        onError: (error) => {
          const problem = refusalMessage(error, i18n) ?? t`Failed to create user`;
          setProblem(problem);
          toast({ title: t`Error`, description: problem, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle size="md">
          <Trans>Create user</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The new student signs in with this username and password. Admins can open this dashboard.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Input label={t`Username`} autoComplete="off" required {...field('username')} />
            <Input label={t`Email`} type="email" autoComplete="off" required {...field('email')} />
            <Input
              label={t`Phone`}
              type="tel"
              inputMode="tel"
              hint={t`Optional, 10 digits`}
              {...field('phone')}
            />
            <PasswordInput label={t`Password`} autoComplete="new-password" required {...field('password')} />
          </div>
          <Checkbox
            label={t`Create as Admin User`}
            checked={form.isAdmin}
            onChange={(event) => setForm({ ...form, isAdmin: event.target.checked })}
          />
          {problem && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
              {problem}
            </p>
          )}
          <div>
            <Button type="submit" loading={create.isPending}>
              <UserPlus aria-hidden="true" className="size-4" />
              <Trans>Create User</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function Admins() {
  const users = useDatabaseUsers();
  const { i18n, t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle size="md">
          <Trans>Admins</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Everyone who can open the admin dashboard and this monitor.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : users.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            <Trans>The admins could not be loaded.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Admins`} className="divide-y">
            {users.data.admins.map((admin) => (
              <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{admin.username}</span>
                  <span className="break-all text-slate-600 text-xs">
                    {admin.email} · {t`since ${ph({ date: indiaDate(i18n, admin.createdAt) })}`}
                  </span>
                </span>
                <ContactLinks name={admin.username} phone={admin.phone} email={admin.email} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Users: create an account (optionally an admin) and see who the admins are. */
export function DatabaseUsersTab() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <CreateUserForm />
      <Admins />
    </div>
  );
}

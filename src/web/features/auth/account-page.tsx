import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, LogOut } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { accountLinks } from '../../components/account-links.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { useLogout } from './api/logout.ts';
import { BlockedStudentsCard } from './components/blocked-students-card.tsx';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { EmailStatus } from './components/email-status.tsx';
import { ProfileForm } from './components/profile-form.tsx';

/**
 * /account: the phone's Profile tab for a signed-in student: their profile, everything the desktop account menu
 * holds, and the danger zone (deleting the account).
 */
export function AccountPage({
  PushSettings,
}: {
  /** This browser's push notification switch (the push feature's, composed by the route). */
  PushSettings?: ComponentType;
} = {}) {
  const { t, i18n } = useLingui();
  const { data: user } = useUser();
  const logout = useLogout();
  if (!user) return null;
  const { username } = user;

  return (
    <section aria-labelledby="account-heading" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6">
      <title>{pageTitle(t`Your account`)}</title>
      <div>
        <h1 id="account-heading" className="font-bold text-2xl text-slate-900">
          <Trans>Hi, {username}</Trans>
        </h1>
        <EmailStatus user={user} />
      </div>
      <Card role="region" aria-labelledby="profile-heading">
        <CardHeader>
          <CardTitle id="profile-heading">
            <Trans>Your profile</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Buyers see your name; your number goes only to the people you trade with.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <nav aria-label={t`Your account`}>
        <ul className="flex flex-col divide-y rounded-lg border bg-white shadow-soft">
          {accountLinks(user.isAdmin).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-14 items-center gap-3 px-4 font-medium text-slate-800 hover:bg-slate-50"
              >
                <Icon aria-hidden="true" className="size-6 text-primary-800" />
                <span className="flex-1">{i18n._(label)}</span>
                <ChevronRight aria-hidden="true" className="size-5 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="outline"
        className="self-start"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden="true" className="size-5" />
        <Trans>Sign out</Trans>
      </Button>
      {PushSettings && <PushSettings />}
      <BlockedStudentsCard />
      <DeleteAccountCard username={user.username} />
    </section>
  );
}

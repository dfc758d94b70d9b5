import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../../domain/seo.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { DeleteAccountCard } from './components/delete-account-card.tsx';
import { EmailStatus } from './components/email-status.tsx';
import { MailPreferencesCard } from './components/mail-preferences-card.tsx';
import { OtherDevicesCard } from './components/other-devices-card.tsx';

/**
 * /settings: the signed-in user's address (verified or not), password, the devices signed in to their account,
 * their e-mails, and deleting the account (desktop's way to it; the phone's is /account).
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { data: user } = useUser();

  return (
    <section aria-labelledby="settings-heading" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6">
      <title>{pageTitle(t`Settings`)}</title>
      <h1 id="settings-heading" className="font-bold text-2xl text-slate-900">
        <Trans>Settings</Trans>
      </h1>
      {user && (
        // Desktop reaches its account through here (the phone's Profile tab, /account, shows the same).
        <Card role="region" aria-labelledby="email-address-heading">
          <CardHeader>
            <CardTitle id="email-address-heading">
              <Trans>E-mail address</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <EmailStatus user={user} />
          </CardContent>
        </Card>
      )}
      <Card role="region" aria-labelledby="change-password-heading">
        <CardHeader>
          <CardTitle id="change-password-heading">
            <Trans>Change password</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Changing it signs you out on every other device.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm username={user?.username ?? ''} />
        </CardContent>
      </Card>
      <OtherDevicesCard />
      <MailPreferencesCard />
      {user && <DeleteAccountCard username={user.username} />}
    </section>
  );
}

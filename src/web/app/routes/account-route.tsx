import { AccountPage } from '../../features/auth/account-page.tsx';
import { PushSettingsCard } from '../../features/push/components/push-settings-card.tsx';

/** /account: the auth feature's account page, with the push feature's switch for this browser. */
export function AccountRoute() {
  return <AccountPage PushSettings={PushSettingsCard} />;
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { reasonText, returnPath, type SignInReason } from '../../lib/sign-in-return.ts';
import { AuthMarketingPanel } from './components/auth-marketing-panel.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

/** Why a guest was sent here, in the reader's language (lib/sign-in-return.ts has the English and the rules). */
const REASONS: Record<SignInReason, MessageDescriptor> = {
  cart: msg`Sign in to see your cart`,
  checkout: msg`Sign in to check out`,
  'buy-now': msg`Sign in to buy this item`,
  review: msg`Sign in to write a review`,
  orders: msg`Sign in to see your orders`,
  selling: msg`Sign in to sell your items`,
  save: msg`Sign in to save listings`,
  ask: msg`Sign in to ask the seller`,
  inbox: msg`Sign in to see your messages`,
  'session-ended': msg`Your session has ended. Sign in again to carry on.`,
  page: msg`Sign in to see this page`,
  'password-changed': msg`Your password has been changed. Sign in with your new password.`,
};

/** The sentence for a reason the page knows, translated; nothing for any other. */
function useReason(reason: string | null): string | null {
  const { i18n } = useLingui();
  if (reasonText(reason) === null) return null;
  return i18n._(REASONS[reason as SignInReason]);
}

/**
 * /auth: sign in or register; also the Profile tab of the mobile bottom bar for a guest. A guest sent here from
 * a page that needs an account reads why, and goes back there once signed in (?next=…&reason=…).
 */
export function AuthPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = useReason(params.get('reason'));
  const goBack = () => navigate(returnPath(params.get('next')), { replace: true });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-2 md:items-start md:py-12">
      <title>{pageTitle(t`Sign In`)}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>Welcome to PassItOn</Trans>
          </h1>
          <p className="text-slate-600 text-sm">
            <Trans>Sign in or create an account to buy and sell.</Trans>
          </p>
          {reason && (
            <p role="status" className="mt-2 flex items-center gap-2 font-medium text-primary-800 text-sm">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {reason}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList aria-label={t`Sign in or register`}>
              <TabsTrigger value="login">
                <Trans>Login</Trans>
              </TabsTrigger>
              <TabsTrigger value="register">
                <Trans>Register</Trans>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSignedIn={goBack} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onRegistered={goBack} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthMarketingPanel />
    </div>
  );
}

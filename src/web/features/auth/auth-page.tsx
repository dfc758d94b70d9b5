import { CircleAlert } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { reasonText, returnPath } from '../../lib/sign-in-return.ts';
import { AuthMarketingPanel } from './components/auth-marketing-panel.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

/**
 * /auth: sign in or register; also the Profile tab of the mobile bottom bar for a guest. A guest sent here from
 * a page that needs an account reads why, and goes back there once signed in (?next=…&reason=…).
 */
export function AuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = reasonText(params.get('reason'));
  const goBack = () => navigate(returnPath(params.get('next')), { replace: true });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-2 md:items-start md:py-12">
      <title>{pageTitle('Sign In')}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">Welcome to PassItOn</h1>
          <p className="text-slate-600 text-sm">Sign in or create an account to buy and sell.</p>
          {reason && (
            <p role="status" className="mt-2 flex items-center gap-2 font-medium text-primary-800 text-sm">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {reason}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
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

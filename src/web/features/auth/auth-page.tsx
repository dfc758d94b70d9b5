import { useNavigate } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AuthMarketingPanel } from './components/auth-marketing-panel.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

/** /auth: sign in or register; also the Profile tab of the mobile bottom bar. */
export function AuthPage() {
  const navigate = useNavigate();
  const goHome = () => navigate('/');

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-2 md:items-start md:py-12">
      <title>{pageTitle('Sign In')}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">Welcome to PassItOn</h1>
          <p className="text-slate-600 text-sm">Sign in or create an account to buy and sell.</p>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSignedIn={goHome} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onRegistered={goHome} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthMarketingPanel />
    </div>
  );
}

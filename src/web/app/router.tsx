import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CenteredSpinner } from '../components/ui/spinner.tsx';
import { browseLoader, homeLoader, productLoader } from '../features/catalogue/loaders.ts';
import { profileLoader } from '../features/trust/loaders.ts';
import { loadCode } from '../lib/load-code.ts';
import { siteConfigLoader } from '../lib/site-config.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RenderErrorScreen } from './layout/render-error-screen.tsx';
import { RedirectIfSignedIn, RequireAuth } from './layout/route-guard.tsx';

/**
 * A page whose code is downloaded only when it is visited, so a buyer's first load never carries seller or
 * admin code. Until it arrives on the first load, the layout shows with a spinner in the page area; a fetch
 * that fails is asked once more before the error screen shows.
 */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await loadCode(load) }), HydrateFallback: CenteredSpinner };
}

/**
 * The spec's route table (section 2). A page that shows another feature's piece (the order page's messages,
 * the seller dashboard's sales and earnings tabs, the admin's edit-listing form) takes it as a prop, and its
 * route in ./routes passes it in: features never import each other.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      loader: siteConfigLoader(queryClient),
      Component: AppLayout,
      ErrorBoundary: RenderErrorScreen,
      children: [
        {
          index: true,
          loader: homeLoader(queryClient),
          ...lazyPage(() => import('../features/catalogue/home-page.tsx').then((m) => m.HomePage)),
        },
        {
          path: 'browse',
          loader: browseLoader(queryClient),
          ...lazyPage(() => import('../features/catalogue/browse-page.tsx').then((m) => m.BrowsePage)),
        },
        {
          path: 'product/:id',
          loader: productLoader(queryClient),
          ...lazyPage(() => import('./routes/product-route.tsx').then((m) => m.ProductRoute)),
        },
        {
          path: 'wanted',
          ...lazyPage(() => import('../features/wanted/wanted-page.tsx').then((m) => m.WantedPage)),
        },
        {
          path: 'u/:username',
          loader: profileLoader(queryClient),
          ...lazyPage(() => import('./routes/profile-route.tsx').then((m) => m.ProfileRoute)),
        },
        {
          Component: RedirectIfSignedIn,
          children: [
            {
              path: 'auth',
              ...lazyPage(() => import('../features/auth/auth-page.tsx').then((m) => m.AuthPage)),
            },
          ],
        },
        {
          path: 'forgot-password',
          ...lazyPage(() =>
            import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
          ),
        },
        {
          path: 'reset-password',
          ...lazyPage(() =>
            import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
          ),
        },
        {
          path: 'verify-email',
          ...lazyPage(() => import('../features/auth/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
        },
        {
          path: 'unsubscribe',
          ...lazyPage(() => import('../features/auth/unsubscribe-page.tsx').then((m) => m.UnsubscribePage)),
        },
        {
          path: 'terms',
          ...lazyPage(() => import('../features/static-pages/terms-page.tsx').then((m) => m.TermsPage)),
        },
        {
          path: 'privacy-policy',
          ...lazyPage(() =>
            import('../features/static-pages/privacy-policy-page.tsx').then((m) => m.PrivacyPolicyPage),
          ),
        },
        {
          path: 'disclaimer',
          ...lazyPage(() =>
            import('../features/static-pages/disclaimer-page.tsx').then((m) => m.DisclaimerPage),
          ),
        },
        {
          path: 'seo-dashboard',
          ...lazyPage(() =>
            import('../features/static-pages/seo-dashboard-page.tsx').then((m) => m.SeoDashboardPage),
          ),
        },
        {
          path: 'clear-cache',
          ...lazyPage(() =>
            import('../features/static-pages/clear-cache-page.tsx').then((m) => m.ClearCachePage),
          ),
        },
        {
          Component: RequireAuth,
          children: [
            {
              path: 'saved',
              ...lazyPage(() => import('../features/catalogue/saved-page.tsx').then((m) => m.SavedPage)),
            },
            {
              path: 'cart',
              ...lazyPage(() => import('../features/cart/cart-page.tsx').then((m) => m.CartPage)),
            },
            {
              path: 'checkout',
              ...lazyPage(() => import('../features/checkout/checkout-page.tsx').then((m) => m.CheckoutPage)),
            },
            {
              path: 'orders',
              ...lazyPage(() => import('../features/orders/orders-page.tsx').then((m) => m.OrdersPage)),
            },
            {
              path: 'inbox',
              ...lazyPage(() => import('../features/messages/inbox-page.tsx').then((m) => m.InboxPage)),
            },
            {
              path: 'inbox/:conversationId',
              ...lazyPage(() => import('./routes/conversation-route.tsx').then((m) => m.ConversationRoute)),
            },
            {
              path: 'inbox/listing/:productId',
              ...lazyPage(() =>
                import('./routes/conversation-route.tsx').then((m) => m.ListingConversationRoute),
              ),
            },
            {
              path: 'orders/:id',
              ...lazyPage(() => import('./routes/order-route.tsx').then((m) => m.OrderRoute)),
            },
            {
              path: 'orders/:id/receipt',
              ...lazyPage(() => import('../features/orders/receipt-page.tsx').then((m) => m.ReceiptPage)),
            },
            {
              path: 'achievements',
              ...lazyPage(() =>
                import('../features/achievements/achievements-page.tsx').then((m) => m.AchievementsPage),
              ),
            },
            {
              path: 'sell',
              ...lazyPage(() => import('../features/selling/sell-page.tsx').then((m) => m.SellPage)),
            },
            {
              path: 'seller-listings',
              ...lazyPage(() =>
                import('./routes/seller-listings-route.tsx').then((m) => m.SellerListingsRoute),
              ),
            },
            {
              path: 'seller-listings/sales/:orderId',
              ...lazyPage(() => import('./routes/sale-route.tsx').then((m) => m.SaleRoute)),
            },
            {
              path: 'account',
              ...lazyPage(() => import('./routes/account-route.tsx').then((m) => m.AccountRoute)),
            },
            {
              path: 'settings',
              ...lazyPage(() => import('../features/auth/settings-page.tsx').then((m) => m.SettingsPage)),
            },
            {
              path: 'admin',
              ...lazyPage(() => import('./routes/admin-route.tsx').then((m) => m.AdminRoute)),
            },
            {
              path: 'admin/orders/:id',
              ...lazyPage(() => import('./routes/admin-order-route.tsx').then((m) => m.AdminOrderRoute)),
            },
            {
              path: 'database-monitor',
              ...lazyPage(() =>
                import('../features/admin/database-monitor-page.tsx').then((m) => m.DatabaseMonitorPage),
              ),
            },
          ],
        },
        {
          path: '*',
          ...lazyPage(() =>
            import('../features/static-pages/not-found-page.tsx').then((m) => m.NotFoundPage),
          ),
        },
      ],
    },
  ];
}

import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
} from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { baseURL, returningVisitor } from './e2e-server.ts';
import {
  test as journeyTest,
  orderWithCashThroughApi,
  registerThroughApi,
  signedInState,
  waitingForApp,
} from './fixtures.ts';

/**
 * axe-core over every page of the app, as the user who gets to see it, on a desktop and on a phone.
 * A `serious` or `critical` violation fails the page; each is printed with its rule, impact and elements.
 */

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

interface Listing {
  id: number;
  title: string;
}

/** What the pages are checked with, made once per worker. */
interface Seeded {
  listing: Listing;
  orderId: number;
  /** An order of another student's for the student's own listing: the student's sale. */
  saleId: number;
  /** The student's conversation with a seller about a listing, with an offer in it. */
  conversationId: number;
  studentCookies: Cookie[];
}

/** A value, or one that depends on the seeded data (a listing's id and title, an order's id). */
type Seeds<T> = T | ((seeded: Seeded) => T);

interface Visit {
  name: string;
  path: Seeds<string>;
  /** The page's h1: seeing it means the right page has rendered, not a spinner or a redirect. */
  heading: Seeds<string | RegExp>;
  /** Brings up the part to check once the page is there (a tab, a wizard step, a popover). */
  open?: (page: Page) => Promise<void>;
  /** Only on phones (the mobile menu). */
  phoneOnly?: boolean;
  /** Only on desktops (the header's account menu). */
  desktopOnly?: boolean;
  /** Readies the page before it is opened. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * /clear-cache reloads the home page 2 s after it has cleared (spec): on a busy machine the check takes longer than
 * that, and the reload would pull the page from under it. For this visit the reload's timer is never started.
 */
const holdTheReload = async (page: Page) => {
  await page.addInitScript(() => {
    const startTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === 2000 ? 0 : startTimer(handler, delay, ...rest)) as typeof window.setTimeout;
  });
};

const resolve = <T>(value: Seeds<T>, seeded: Seeded): T =>
  typeof value === 'function' ? (value as (seeded: Seeded) => T)(seeded) : value;

const clickTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

const acceptDisclaimer = async (page: Page) => {
  await page.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Step 2 of/).first()).toBeVisible();
};

/**
 * A draft left on the files step, its photo stored under a server name and kept with the long name it had on the
 * phone, its document from before names were kept (docs/decisions/046-listing-drafts.md): resumed, the files
 * step lists both.
 */
const resumeDraftWithFiles = async (page: Page) => {
  const { id: userId } = (await (await page.request.get('/api/user')).json()) as { id: number };
  const photo = '588d712a-6a44-4f1e-8d1e-2f4d3c2b1a00.webp';
  await page.evaluate(
    ({ userId, photo }) => {
      const now = Date.now();
      const draft = {
        userId,
        startedAt: now,
        savedAt: now,
        step: 4,
        values: { disclaimerAccepted: true, title: 'Engineering Drawing' },
        images: [photo],
        files: ['7f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b.pdf'],
        fileNames: { [photo]: 'IMG_20251128_101530_front_cover_engineering_drawing_bhatt.jpg' },
      };
      localStorage.setItem('listingDraft', JSON.stringify(draft));
    },
    { userId, photo },
  );
  await page.reload();
  await page
    .getByRole('region', { name: 'Unfinished listing' })
    .getByRole('button', { name: 'Resume' })
    .click();
  await expect(page.getByRole('list', { name: 'Your files' }).getByRole('listitem')).toHaveCount(2);
  // The draft belongs to this visit alone: the next visit to the wizard starts without an offer.
  await page.evaluate(() => localStorage.removeItem('listingDraft'));
};

const GUEST_VISITS: Visit[] = [
  { name: 'home', path: '/', heading: 'PassItOn' },
  { name: 'browse', path: '/browse', heading: 'Browse Items' },
  {
    name: 'a product',
    path: ({ listing }) => `/product/${listing.id}`,
    heading: ({ listing }) => listing.title,
  },
  { name: 'a missing product', path: '/product/999999', heading: 'Product Not Found' },
  { name: 'wanted books', path: '/wanted', heading: 'Wanted books' },
  { name: 'a public profile', path: '/u/asha', heading: 'Asha Krishnan' },
  { name: 'a missing profile', path: '/u/nobody-has-this-name', heading: 'User not found' },
  { name: 'sign in', path: '/auth', heading: 'Welcome to PassItOn' },
  { name: 'register', path: '/auth', heading: 'Welcome to PassItOn', open: clickTab('Register') },
  { name: 'terms', path: '/terms', heading: 'Terms & Conditions' },
  { name: 'privacy policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'disclaimer', path: '/disclaimer', heading: 'Disclaimer' },
  { name: 'SEO dashboard', path: '/seo-dashboard', heading: 'SEO Dashboard' },
  { name: 'clear cache', path: '/clear-cache', heading: 'Clear Cache', prepare: holdTheReload },
  { name: 'forgot password', path: '/forgot-password', heading: 'Forgot your password?' },
  { name: 'reset password', path: '/reset-password?token=e2e', heading: 'Choose a new password' },
  { name: 'verify e-mail', path: '/verify-email?token=e2e', heading: 'Verify your e-mail' },
  { name: 'unsubscribe', path: '/unsubscribe?token=e2e', heading: 'Unsubscribe' },
  { name: 'the 404 page', path: '/no/such/page', heading: 'Page Not Found' },
];

const STUDENT_VISITS: Visit[] = [
  { name: 'cart', path: '/cart', heading: 'Your Cart' },
  { name: 'checkout', path: '/checkout', heading: 'Checkout' },
  { name: 'orders', path: '/orders', heading: 'Your Orders' },
  { name: 'an order', path: ({ orderId }) => `/orders/${orderId}`, heading: /^TXN-\d{6}$/ },
  { name: 'an order receipt', path: ({ orderId }) => `/orders/${orderId}/receipt`, heading: 'Receipt' },
  { name: 'inbox', path: '/inbox', heading: 'Inbox' },
  {
    name: 'a conversation about a listing, with an offer',
    path: ({ conversationId }) => `/inbox/${conversationId}`,
    heading: 'Engineering Mathematics by H K Dass',
  },
  { name: 'achievements', path: '/achievements', heading: 'Achievements' },
  {
    name: 'achievements, Purchases',
    path: '/achievements',
    heading: 'Achievements',
    open: clickTab('Purchases'),
  },
  { name: 'wanted books, with the post form', path: '/wanted', heading: 'Wanted books' },
  { name: 'sell', path: '/sell', heading: 'Start Selling Today' },
  { name: 'listing wizard, disclaimer', path: '/sell?form=item', heading: 'List an Item' },
  {
    name: 'listing wizard, details',
    path: '/sell?form=item',
    heading: 'List an Item',
    open: acceptDisclaimer,
  },
  {
    name: 'listing wizard, a resumed draft with long file names',
    path: '/sell?form=item',
    heading: 'List an Item',
    open: resumeDraftWithFiles,
  },
  { name: 'bulk wizard, disclaimer', path: '/sell?form=bulk', heading: 'Bulk Upload' },
  { name: 'bulk wizard, products', path: '/sell?form=bulk', heading: 'Bulk Upload', open: acceptDisclaimer },
  { name: 'seller listings', path: '/seller-listings', heading: 'Seller Dashboard' },
  { name: 'seller listings, Sales', path: '/seller-listings?tab=sales', heading: 'Seller Dashboard' },
  { name: 'a sale', path: ({ saleId }) => `/seller-listings/sales/${saleId}`, heading: /^TXN-\d{6}$/ },
  {
    name: 'a sale, declining',
    path: ({ saleId }) => `/seller-listings/sales/${saleId}`,
    heading: /^TXN-\d{6}$/,
    open: async (page) => {
      await page.getByRole('button', { name: 'Decline this sale' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Decline sale' }).click();
      await expect(page.getByText('Please tell the buyer why you are declining')).toBeVisible();
    },
  },
  { name: 'settings', path: '/settings', heading: 'Settings' },
  {
    name: 'settings, sign out of other devices',
    path: '/settings',
    heading: 'Settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'settings, wrong passwords',
    path: '/settings',
    heading: 'Settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Enter your current password')).toBeVisible();
    },
  },
  {
    name: 'notifications',
    path: '/',
    heading: 'PassItOn',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    },
  },
  { name: 'account', path: '/account', heading: /^Hi, / },
  {
    name: 'account menu',
    path: '/',
    heading: 'PassItOn',
    desktopOnly: true,
    open: async (page) => {
      const menu = page.getByRole('menu');
      // The page arrives rendered by the server: a click before React has taken it over opens nothing, so click
      // until the menu shows (and never again once it has, which would close it).
      await expect(async () => {
        if (!(await menu.isVisible())) await page.getByRole('button', { name: /^Hi, / }).click();
        await expect(menu).toBeVisible({ timeout: 1_000 });
      }).toPass();
    },
  },
  {
    name: 'mobile menu',
    path: '/',
    heading: 'PassItOn',
    phoneOnly: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

const ADMIN_VISITS: Visit[] = [
  { name: 'admin, New Orders', path: '/admin', heading: 'Admin Dashboard' },
  {
    name: "a student's order receipt",
    path: ({ orderId }) => `/orders/${orderId}/receipt`,
    heading: 'Receipt',
  },
  ...['transactions', 'products', 'sellers', 'buyers', 'users', 'analytics'].map((tab) => ({
    name: `admin, ${tab}`,
    path: `/admin?tab=${tab}`,
    heading: 'Admin Dashboard',
  })),
  { name: 'database monitor, Overview', path: '/database-monitor', heading: 'Database Monitor' },
  ...['Users', 'Products', 'SQL Query'].map((tab) => ({
    name: `database monitor, ${tab}`,
    path: '/database-monitor',
    heading: 'Database Monitor',
    open: clickTab(tab),
  })),
];

async function createListing(seller: APIRequestContext, title: string, quantity: number): Promise<number> {
  const listing = await seller.post('/api/products', {
    data: {
      title,
      description: 'Clean copy with every page, a few pencil notes in the margins.',
      price: 180,
      condition: 'Good',
      category: 'Textbooks',
      quantity,
    },
  });
  expect(listing.status()).toBe(201);
  return ((await listing.json()) as { id: number }).id;
}

/**
 * A new student with something on every one of their pages: a cash-on-delivery order from another student
 * (and with it notifications, an achievement and a conversation), a listing of their own which that student
 * ordered (a sale), a question with an offer about another listing, and a line in the cart for the checkout.
 * Nothing is taken from the demo catalogue the other journeys buy from.
 */
async function studentWithHistory(
  student: APIRequestContext,
  seller: APIRequestContext,
): Promise<{ orderId: number; saleId: number; conversationId: number }> {
  await registerThroughApi(seller);
  const productId = await createListing(seller, 'Higher Engineering Mathematics by B S Grewal', 5);
  await registerThroughApi(student);
  const ownListing = await createListing(student, 'Engineering Drawing by N D Bhatt', 1);
  const orderId = await orderWithCashThroughApi(student, productId);
  const saleId = await orderWithCashThroughApi(seller, ownListing);
  for (const [author, id, text] of [
    [seller, orderId, 'Can we meet at the library at 4 pm?'],
    [student, orderId, 'Yes, see you there.'],
    [seller, saleId, 'Is the drawing book still clean?'],
  ] as const) {
    const sent = await author.post(`/api/orders/${id}/messages`, { data: { text } });
    expect(sent.status()).toBe(201);
  }
  const added = await student.post('/api/cart', { data: { productId, quantity: 1 } });
  expect(added.status()).toBe(201);
  const askedAbout = await createListing(seller, 'Engineering Mathematics by H K Dass', 1);
  const question = await student.post(`/api/listings/${askedAbout}/messages`, {
    data: { text: 'Is the solutions section complete?' },
  });
  expect(question.status()).toBe(201);
  const offer = await student.post(`/api/listings/${askedAbout}/offers`, { data: { amount: 150 } });
  expect(offer.status()).toBe(201);
  const { conversationId } = (await question.json()) as { conversationId: number };
  return { orderId, saleId, conversationId };
}

type Audience = 'guest' | 'student' | 'admin';

/**
 * Each visit opens a page of its own in its audience's browser, which the worker keeps for all its visits: a new
 * browser per visit downloaded the whole app and installed the service worker again, about a second a visit.
 * Sharing is safe because no visit signs out or changes what another checks.
 */
const test = journeyTest.extend<
  { audience: Audience },
  { seeded: Seeded; browsers: Record<Audience, BrowserContext> }
>({
  audience: ['guest', { option: true }],
  seeded: [
    async ({ playwright }, use) => {
      const newContext = () => playwright.request.newContext({ baseURL });
      const [student, seller, guest] = await Promise.all([newContext(), newContext(), newContext()]);
      // The guest's product page shows a demo listing, with its cover photo.
      const listings = await guest.get('/api/products?limit=1&sort=popular');
      expect(listings.ok()).toBe(true);
      const [listing] = (await listings.json()) as Listing[];
      if (!listing) throw new Error('The demo catalogue is empty');
      const { orderId, saleId, conversationId } = await studentWithHistory(student, seller);
      const studentCookies = (await student.storageState()).cookies;
      await Promise.all([student, seller, guest].map((context) => context.dispose()));
      await use({ listing, orderId, saleId, conversationId, studentCookies });
    },
    { scope: 'worker' },
  ],
  browsers: [
    async ({ browser, seeded }, use) => {
      const browsers: Record<Audience, BrowserContext> = {
        guest: await browser.newContext({ baseURL, storageState: returningVisitor() }),
        student: await browser.newContext({ baseURL, storageState: returningVisitor(seeded.studentCookies) }),
        // Signed in once a run by the setup project (signed-in.setup.ts).
        admin: await browser.newContext({ baseURL, storageState: signedInState('admin') }),
      };
      await use(browsers);
      await Promise.all(Object.values(browsers).map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  page: async ({ browsers, audience, viewport }, use) => {
    const page = await browsers[audience].newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(waitingForApp(page));
    await page.close();
  },
});

async function expectNoSeriousViolations(page: Page, visit: Visit, seeded: Seeded) {
  await visit.prepare?.(page);
  await page.goto(resolve(visit.path, seeded));
  // Generous: the admin pages load several lists at once on a busy two-core machine.
  await expect(page.getByRole('heading', { level: 1, name: resolve(visit.heading, seeded) })).toBeVisible({
    timeout: 15_000,
  });
  await visit.open?.(page);
  // Lists and images arrive after the heading; check the page as the student will read it.
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), `serious or critical axe violations on ${visit.name}`).toEqual([]);
  // Nothing on any page scrolls sideways: a phone's reader would have to pan to read each line.
  const width = page.viewportSize()?.width ?? 0;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${visit.name} is no wider than the screen`,
  ).toBeLessThanOrEqual(width);
}

const AUDIENCES: { who: string; audience: Audience; visits: Visit[] }[] = [
  { who: 'a guest', audience: 'guest', visits: GUEST_VISITS },
  { who: 'a signed-in student', audience: 'student', visits: STUDENT_VISITS },
  { who: 'the admin', audience: 'admin', visits: ADMIN_VISITS },
];

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const { who, audience, visits } of AUDIENCES) {
      test.describe(`as ${who}`, () => {
        test.use({ audience });

        const shown = visits.filter(
          (visit) =>
            (!visit.phoneOnly || viewport.name === 'phone') &&
            (!visit.desktopOnly || viewport.name === 'desktop'),
        );
        for (const visit of shown) {
          test(`${visit.name} has no serious or critical accessibility violation`, async ({
            page,
            seeded,
          }) => {
            // axe walks the whole page in the browser: seconds a page on a busy two-core machine, so the
            // default 30 s would fail on the machine's speed rather than on a violation.
            test.slow();
            await expectNoSeriousViolations(page, visit, seeded);
          });
        }
      });
    }
  });
}

import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, type User } from '../../../domain/contracts/auth.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy routes resolve at once instead of racing the first findBy.
import './account-page.tsx';
import './auth-page.tsx';
import './forgot-password-page.tsx';
import './verify-email-page.tsx';
import './settings-page.tsx';

/** The whole app at `path`, read in Hindi. */
function renderInHindi(path: string, user: User | null) {
  return renderAppInHindi(path, { user });
}

describe('signing in, in Hindi', () => {
  it('greets the guest, says why they are here and explains a wrong field in Hindi', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    await renderInHindi('/auth?next=%2Fcart&reason=cart', null);

    expect(await screen.findByRole('heading', { name: 'PassItOn में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('अपना कार्ट देखने के लिए साइन इन करें');
    expect(screen.getByRole('tab', { name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ख़रीदारों की बचत' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'साइन इन' }));
    expect(await screen.findByText('यूज़रनेम कम से कम 3 अक्षर का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('the account pages, in Hindi', () => {
  it('shows /account with its profile, links and danger zone in Hindi', async () => {
    mockApi({});
    await renderInHindi('/account', makeUser({ username: 'priya', emailVerified: false }));

    expect(await screen.findByRole('heading', { name: 'नमस्ते, priya' })).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'आपकी प्रोफ़ाइल' }));
    expect(profile.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'आपका अकाउंट' }));
    expect(links.getByRole('link', { name: 'ऑर्डर' })).toHaveAttribute('href', '/orders');
    expect(screen.getByText('अभी वेरिफ़ाई नहीं हुआ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'अकाउंट डिलीट करें' })).toBeInTheDocument();
  });

  it('counts the other devices and names the optional e-mails in Hindi on /settings', async () => {
    mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 2 }),
      'GET /api/user/mail-preferences': () =>
        jsonResponse(200, {
          preferences: [
            {
              kind: 'item_sold',
              label: 'Items you sell',
              description: 'When someone buys your item.',
              enabled: true,
            },
          ],
        }),
    });
    await renderInHindi('/settings', makeUser());

    expect(await screen.findByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('आप 2 दूसरे डिवाइस पर साइन इन हैं।')).toBeInTheDocument();
    expect(await screen.findByText('आपका बेचा हुआ सामान')).toBeInTheDocument();
  });
});

describe("the server's refusals on the account forms, in Hindi", () => {
  it('shows a wrong current password on that field in Hindi, by its code', async () => {
    mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 0 }),
      'GET /api/user/mail-preferences': () => jsonResponse(200, { preferences: [] }),
      'PUT /api/user/password': () =>
        jsonResponse(400, {
          message: 'Your current password is not correct',
          code: 'auth.wrong_current_password',
        }),
    });
    const user = userEvent.setup({ delay: null });
    await renderInHindi('/settings', makeUser());

    const current = await screen.findByLabelText('अभी का पासवर्ड');
    const form = within(current.closest('form') as HTMLFormElement);
    await user.type(current, 'wrong one');
    await user.type(form.getByLabelText('नया पासवर्ड'), 'a new secret');
    await user.type(form.getByLabelText('नया पासवर्ड दोबारा डालें'), 'a new secret');
    await user.click(form.getByRole('button', { name: 'पासवर्ड बदलें' }));

    await waitFor(() => expect(current).toHaveAccessibleDescription('आपका अभी का पासवर्ड सही नहीं है'));
    expect(current).toHaveFocus();
  });
});

describe('password recovery and e-mail verification, in Hindi', () => {
  it('asks for the address and gives the same answer in Hindi whatever it is', async () => {
    mockApi({ 'POST /api/password/forgot': () => jsonResponse(202, { message: FORGOT_PASSWORD_ANSWER }) });
    const user = userEvent.setup({ delay: null });
    await renderInHindi('/forgot-password', null);

    expect(await screen.findByRole('heading', { name: 'अपना पासवर्ड भूल गए?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText('कृपया सही ई-मेल पता डालें')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ई-मेल'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'अगर इस पते से कोई अकाउंट बना है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है।',
    );
  });

  it('says a verification link without its token is incomplete, in Hindi', async () => {
    mockApi({});
    await renderInHindi('/verify-email', null);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह लिंक अधूरा है। कृपया अपने अकाउंट पेज से नया लिंक मँगवाएँ।',
    );
  });
});

import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderInHindi } from '../../../test/render-in-hindi.tsx';
import { BulkWizard } from './bulk-wizard.tsx';
import { ListingWizard } from './listing-wizard.tsx';

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'अगला' }));

describe('the listing wizard in Hindi', () => {
  it('names its steps, fields and the spec’s validation messages in Hindi, the values staying English', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    await renderInHindi(<ListingWizard />, { user: makeUser() });

    expect(screen.getByRole('heading', { level: 1, name: 'कोई चीज़ लिस्ट करें' })).toBeInTheDocument();
    expect(screen.getByText('6 में से स्टेप 1')).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText('आपको अस्वीकरण मंज़ूर करना होगा')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'मैंने सेलर अस्वीकरण पढ़ लिया है और मुझे मंज़ूर है' }));
    await next(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'प्रोडक्ट की जानकारी' })).toBeInTheDocument();

    await next(user);
    expect(await screen.findByText('टाइटल लिखना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कैटेगरी चुनना ज़रूरी है')).toBeInTheDocument();

    // Categories read in Hindi; the form still sends the English value the API knows.
    const category = screen.getByLabelText('कैटेगरी');
    await user.selectOptions(category, 'टेक्स्टबुक');
    expect(category).toHaveValue('Textbooks');
    expect(screen.getByRole('complementary', { name: 'दाम गाइड' })).toHaveTextContent(
      'टेक्स्टबुक आम तौर पर ₹100 – ₹500 में बिकते हैं।',
    );
  });

  it('names the bulk wizard’s product cards and their buttons in Hindi', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    await renderInHindi(<BulkWizard />, { user: makeUser() });

    expect(screen.getByRole('heading', { level: 1, name: 'बल्क अपलोड' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'मैंने सेलर अस्वीकरण पढ़ लिया है और मुझे मंज़ूर है' }));
    await next(user);
    expect(await screen.findByRole('heading', { level: 3, name: 'प्रोडक्ट 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'एक और प्रोडक्ट जोड़ें' }));
    expect(screen.getByRole('button', { name: 'प्रोडक्ट 2 हटाएँ' })).toBeInTheDocument();
  });
});

import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { summariseFees } from '../../../domain/fees.ts';
import { hindiI18n } from '../../test/render-in-hindi.tsx';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogTitle } from './alert-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { FeeBreakdown } from './fee-breakdown.tsx';
import { PasswordInput } from './password-input.tsx';
import { StarRating } from './star-rating.tsx';
import { StarRatingInput } from './star-rating-input.tsx';
import { toast, toastLoginRequired } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

let hindi: I18n;
beforeAll(async () => {
  hindi = await hindiI18n();
});

/** Bare components under a Hindi translator only, as the shared components need no more of the app. */
function renderInHindi(ui: ReactNode) {
  return render(<I18nProvider i18n={hindi}>{ui}</I18nProvider>);
}

describe('the shared components in Hindi', () => {
  it('shows the order summary in Hindi with the money in Indian grouping', () => {
    renderInHindi(<FeeBreakdown summary={summariseFees([{ price: '349.00', quantity: 2 }])} />);

    expect(screen.getByText('सबटोटल')).toBeInTheDocument();
    expect(screen.getByText('प्लैटफ़ॉर्म फ़ीस (20%)').tagName).toBe('S');
    expect(screen.getByText('छूट वाली प्लैटफ़ॉर्म फ़ीस (15%)')).toBeInTheDocument();
    expect(screen.getByText('25% छूट')).toBeInTheDocument();
    expect(screen.getByText('ख़ुद जाकर लेना है')).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी का कोई चार्ज नहीं')).toBeInTheDocument();
    expect(screen.getByText('कुल').closest('div')?.querySelector('dd')).toHaveTextContent('₹802.70');
  });

  it('names the stars and the password button in Hindi', async () => {
    const user = userEvent.setup({ delay: null });
    renderInHindi(
      <>
        <StarRating value={4.5} />
        <StarRatingInput value={0} onChange={() => {}} />
        <PasswordInput label="पासवर्ड" />
      </>,
    );

    expect(screen.getByRole('img', { name: '5 में से 4.5 रेटिंग' })).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'आपकी रेटिंग' });
    expect(within(rating).getByRole('radio', { name: '1 स्टार' })).toBeInTheDocument();
    expect(within(rating).getByRole('radio', { name: '3 स्टार' })).toBeInTheDocument();
    expect(within(rating).getByText('अभी रेटिंग नहीं दी')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toBeInTheDocument();
  });

  it('gives a dialog a Hindi close button', () => {
    renderInHindi(
      <Dialog open>
        <DialogContent>
          <DialogTitle>फ़ोटो</DialogTitle>
          <DialogDescription>—</DialogDescription>
        </DialogContent>
      </Dialog>,
    );

    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it("gives a confirmation's default Cancel in Hindi", () => {
    renderInHindi(
      <AlertDialog open>
        <AlertDialogContent aria-describedby={undefined}>
          <AlertDialogTitle>पक्का?</AlertDialogTitle>
          <AlertDialogCancel />
        </AlertDialogContent>
      </AlertDialog>,
    );

    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('translates a toast given as a message when it shows, and shows a ready string as it is', async () => {
    renderInHindi(<Toaster />);

    act(() => toastLoginRequired());
    expect(await screen.findByText('कृपया लॉग इन करें')).toBeInTheDocument();
    expect(screen.getByText('ख़रीदने के लिए लॉग इन करना होगा।')).toBeInTheDocument();

    act(() => {
      toast({ title: 'समीक्षा भेज दी गई' });
    });
    expect(await screen.findByText('समीक्षा भेज दी गई')).toBeInTheDocument();
  });
});

describe('the shared components outside the providers', () => {
  it('speak English, as the app does before it knows the reader', () => {
    render(<StarRatingInput value={3} onChange={() => {}} />);

    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
  });
});

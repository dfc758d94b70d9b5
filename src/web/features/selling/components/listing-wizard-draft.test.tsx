import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '../../../../domain/contracts/listings.ts';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { uploadFiles } from '../api/upload-files.ts';
import { readDraft, saveDraft, type WizardDraft } from '../wizard-draft.ts';
import { ListingWizard } from './listing-wizard.tsx';

vi.mock('../api/upload-files.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/upload-files.ts')>()),
  uploadFiles: vi.fn(),
}));

/** The focused cases of the wizard's draft, its file names and its toasts; the whole journey is listing-wizard.test.tsx. */

const STORED_IMAGE = '588d712a-6a44-4f1e-8d1e-2f4d3c2b1a00.webp';
const STORED_PDF = '7f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b.pdf';
const ME = makeUser();

beforeEach(() => {
  vi.mocked(uploadFiles).mockReset();
  mockApi({});
});

type Person = ReturnType<typeof userEvent.setup>;

function renderWizard() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ListingWizard />, { user: ME });
  return user;
}

/** A draft as an earlier visit left it, its files uploaded an hour ago. */
function storeDraft(draft: Partial<WizardDraft> = {}) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  saveDraft(
    'item',
    {
      userId: ME.id,
      startedAt: hourAgo,
      step: 2,
      values: { disclaimerAccepted: true, title: 'Old title' },
      images: [],
      files: [],
      ...draft,
    },
    hourAgo,
  );
}

const offer = () => within(screen.getByRole('region', { name: 'Unfinished listing' }));

async function startNewWork(user: Person, title: string) {
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Title'), title);
}

describe('a draft offered while the student works on', () => {
  it('stays stored while the wizard is untouched', async () => {
    storeDraft();
    renderWizard();
    expect(offer().getByText(/You have an unfinished listing from/)).toBeInTheDocument();
    cleanup();

    expect(readDraft('item', ME.id)?.values).toMatchObject({ title: 'Old title' });
  });

  it('is replaced by the newest work when the offer is ignored, and Resume later brings that back', async () => {
    storeDraft();
    const user = renderWizard();
    await startNewWork(user, 'Casio fx-991EX');

    await waitFor(() => expect(readDraft('item', ME.id)?.values).toMatchObject({ title: 'Casio fx-991EX' }));
    // New work, new files: its age is counted from now, not from the older draft's start.
    expect(readDraft('item', ME.id)?.startedAt).toBeGreaterThan(Date.now() - 60_000);
    cleanup();

    renderWizard();
    await user.click(offer().getByRole('button', { name: 'Resume' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Casio fx-991EX');
  });

  it('is put back by Resume, in place of what was typed since', async () => {
    storeDraft();
    const user = renderWizard();
    await startNewWork(user, 'Casio');

    await user.click(offer().getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Old title'));
    await waitFor(() => expect(readDraft('item', ME.id)?.values).toMatchObject({ title: 'Old title' }));
  });

  it('is dropped by Start over, and the work typed since stays the draft', async () => {
    storeDraft();
    const user = renderWizard();
    await startNewWork(user, 'Casio');

    await user.click(offer().getByRole('button', { name: 'Start over' }));

    expect(screen.queryByRole('region', { name: 'Unfinished listing' })).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Casio');
    await waitFor(() => expect(readDraft('item', ME.id)?.values).toMatchObject({ title: 'Casio' }));
  });
});

describe('the files of a draft', () => {
  it('keep the names they had on the student’s device', async () => {
    vi.mocked(uploadFiles).mockResolvedValue({
      success: true,
      filenames: [STORED_IMAGE],
      images: [STORED_IMAGE],
      files: [],
      message: 'Uploaded 1 image and 0 documents',
    } satisfies UploadResult);
    storeDraft({ step: 4, values: { disclaimerAccepted: true, title: 'Old title' } });
    const user = renderWizard();
    await user.click(offer().getByRole('button', { name: 'Resume' }));

    await user.upload(
      screen.getByLabelText(/Add photos or documents/),
      new File(['jpeg bytes'], 'front cover of my engineering mathematics book.jpg', { type: 'image/jpeg' }),
    );

    await waitFor(() =>
      expect(readDraft('item', ME.id)).toMatchObject({
        images: [STORED_IMAGE],
        fileNames: { [STORED_IMAGE]: 'front cover of my engineering mathematics book.jpg' },
      }),
    );
  });

  it('show under those names when resumed, cut short rather than widening the page', async () => {
    storeDraft({
      step: 4,
      images: [STORED_IMAGE],
      files: [STORED_PDF],
      fileNames: {
        [STORED_IMAGE]: 'cover.jpg',
        [STORED_PDF]: 'sample pages of the whole second semester.pdf',
      },
    });
    const user = renderWizard();
    await user.click(offer().getByRole('button', { name: 'Resume' }));

    const files = within(await screen.findByRole('list', { name: 'Your files' }));
    expect(files.getByText('cover.jpg')).toHaveClass('truncate');
    expect(files.getByText('sample pages of the whole second semester.pdf')).toHaveClass('truncate');
    expect(files.queryByText(STORED_IMAGE)).toBeNull();
    // The thumbnail is still the stored photo's.
    const thumbnail = files.getByText('cover.jpg').closest('li')?.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', expect.stringContaining('588d712a'));
  });

  it('show as Photo 1 and Document 1 when the draft was saved without their names', async () => {
    storeDraft({ step: 4, images: [STORED_IMAGE], files: [STORED_PDF] });
    const user = renderWizard();
    await user.click(offer().getByRole('button', { name: 'Resume' }));

    const files = within(await screen.findByRole('list', { name: 'Your files' }));
    expect(files.getByText('Photo 1')).toBeInTheDocument();
    expect(files.getByText('Document 1')).toBeInTheDocument();
    expect(files.queryByText(STORED_PDF)).toBeNull();
  });
});

describe('a step’s toast', () => {
  it('closes when the student moves to the next step', async () => {
    storeDraft({ step: 4, values: { disclaimerAccepted: true, title: 'Old title' } });
    vi.mocked(uploadFiles).mockResolvedValue({
      success: true,
      filenames: [STORED_IMAGE],
      images: [STORED_IMAGE],
      files: [],
      message: 'Uploaded 1 image and 0 documents',
    } satisfies UploadResult);
    const user = renderWizard();
    await user.click(offer().getByRole('button', { name: 'Resume' }));
    await user.upload(
      screen.getByLabelText(/Add photos or documents/),
      new File(['jpeg bytes'], 'cover.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Upload Complete!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Address & Pickup' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Upload Complete!')).toBeNull());
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { makeSellerListing } from '../../../test/listing-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditListingDialog } from './edit-listing-dialog.tsx';

const STORED_IMAGES = [
  '588d712a-6a44-4f1e-8d1e-2f4d3c2b1a00.webp',
  '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.webp',
];
const STORED_PDF = '7f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b.pdf';

describe('the edit dialog’s files', () => {
  it('show as Photo 1, Photo 2 and Document 1, never under the long names they are stored by', () => {
    mockApi({});
    renderWithProviders(
      <EditListingDialog
        listing={makeSellerListing({ images: STORED_IMAGES, files: [STORED_PDF] })}
        open
        onOpenChange={() => {}}
      />,
      { user: makeUser() },
    );

    const files = within(screen.getByRole('list', { name: 'Your files' }));
    expect(files.getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Photo 1', 'Photo 2', 'Document 1']) {
      expect(files.getByText(name)).toHaveClass('truncate');
    }
    expect(files.getByRole('button', { name: 'Remove Photo 2' })).toBeInTheDocument();
    for (const stored of [...STORED_IMAGES, STORED_PDF]) expect(files.queryByText(stored)).toBeNull();
  });
});

describe('the edit dialog of a book', () => {
  it("starts with the book's details, so a seller can correct the edition", () => {
    mockApi({});
    const book = {
      isbn: '9788193328491',
      authors: 'B. S. Grewal',
      edition: '44th Edition',
      publisher: 'Khanna Publishers',
      publicationYear: 2017,
      course: null,
      semester: null,
    };
    renderWithProviders(
      <EditListingDialog
        listing={makeSellerListing({ category: 'Textbooks', book })}
        open
        onOpenChange={() => {}}
      />,
      { user: makeUser() },
    );
    expect(screen.getByLabelText('ISBN')).toHaveValue('9788193328491');
    expect(screen.getByLabelText('Edition')).toHaveValue('44th Edition');
    expect(screen.getByLabelText('Year of publication')).toHaveValue('2017');
    expect(screen.getByLabelText('Course it was used for')).toHaveValue('');
  });
});

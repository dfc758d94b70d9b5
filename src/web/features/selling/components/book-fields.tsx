import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isBookCategory } from '../../../../domain/catalogue.ts';
import type { BookDetails } from '../../../../domain/contracts/books.ts';
import { bookFields } from '../../../../domain/contracts/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLookUpBook } from '../api/look-up-book.ts';
import { ScanBarcodeButton } from '../barcode/scan-barcode-button.tsx';
import { useFieldError } from './listing-fields.tsx';

const BOOK_FIELD_NAMES = Object.keys(bookFields);

/**
 * A book's details in the listing forms (docs/decisions/091-book-details.md): shown only for a book category, all
 * optional. With an ISBN, typed or scanned off the cover, the seller can have the title, authors, edition,
 * publisher and year looked up and filled in (docs/decisions/090-book-lookup.md); a failed lookup leaves the fields
 * to type.
 */
export function BookFields() {
  const { t } = useLingui();
  const { register, control, formState, getValues, setValue, clearErrors } = useFormContext();
  const errorOf = useFieldError();
  const category = useWatch({ control, name: 'category' });
  const lookUp = useLookUpBook();
  const isBook = isBookCategory(String(category ?? ''));
  // A book's details go with its category: a wrong ISBN left behind, hidden, would otherwise hold the form back.
  useEffect(() => {
    if (isBook) return;
    for (const name of BOOK_FIELD_NAMES) {
      if (getValues(name)) setValue(name, '', { shouldDirty: true });
    }
    clearErrors(BOOK_FIELD_NAMES);
  }, [isBook, getValues, setValue, clearErrors]);
  if (!isBook) return null;

  const field = (name: string) => ({ ...register(name), error: errorOf(formState.errors, name) });
  const fill = (book: BookDetails) => {
    const found: Record<string, string> = {
      isbn: book.isbn,
      title: book.title,
      authors: book.authors.join(', '),
      edition: book.edition ?? '',
      publisher: book.publisher ?? '',
      publicationYear: book.year ? String(book.year) : '',
    };
    for (const [name, value] of Object.entries(found)) {
      if (value) setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
    lookUp.reset();
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 font-semibold text-slate-900">
        <Trans>Book details (optional)</Trans>
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Input
            label={t`ISBN`}
            // Not a number pad: an ISBN-10 may end in X.
            autoComplete="off"
            maxLength={32}
            hint={t`The 10 or 13 digits above the barcode on the back cover.`}
            {...field('isbn')}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:mt-7">
          <ScanBarcodeButton
            onIsbn={(isbn) => {
              setValue('isbn', isbn, { shouldDirty: true, shouldValidate: true });
              lookUp.mutate(isbn);
            }}
          />
          <Button
            variant="outline"
            loading={lookUp.isPending}
            onClick={() => lookUp.mutate(String(getValues('isbn') ?? '').trim())}
          >
            <Search aria-hidden="true" className="size-4" />
            <Trans>Look up this book</Trans>
          </Button>
        </div>
      </div>
      {lookUp.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(lookUp.error)}
        </p>
      )}
      {lookUp.data && (
        <div role="status" className="flex flex-col gap-2 rounded-md bg-primary-50 p-3 text-sm">
          <p className="text-slate-900">
            <Trans>
              Found: <strong>{lookUp.data.title}</strong>
            </Trans>
            {lookUp.data.authors.length > 0 && <> — {lookUp.data.authors.join(', ')}</>}
          </p>
          <Button className="self-start" onClick={() => lookUp.data && fill(lookUp.data)}>
            <Trans>Fill in these details</Trans>
          </Button>
        </div>
      )}
      <Input label={t`Author(s)`} maxLength={200} {...field('authors')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label={t`Edition`} placeholder={t`e.g. 44th Edition`} maxLength={60} {...field('edition')} />
        <Input label={t`Publisher`} maxLength={120} {...field('publisher')} />
        <Input
          label={t`Year of publication`}
          inputMode="numeric"
          maxLength={4}
          {...field('publicationYear')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t`Course it was used for`}
          placeholder={t`e.g. B.Tech Mechanical`}
          maxLength={120}
          {...field('course')}
        />
        <Input
          label={t`Semester or year`}
          placeholder={t`e.g. Semester 3`}
          maxLength={40}
          {...field('semester')}
        />
      </div>
    </fieldset>
  );
}

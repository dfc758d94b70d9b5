import { Trans, useLingui } from '@lingui/react/macro';
import type { ListingBook } from '../../../../domain/contracts/products.ts';

/** What the seller told of the book (docs/decisions/091-book-details.md), the parts they gave only. */
export function BookFacts({ book }: { book: ListingBook }) {
  const { t } = useLingui();
  const usedFor = [book.course, book.semester].filter(Boolean).join(', ');
  const facts: [string, string | null][] = [
    [t`Author`, book.authors],
    [t`Edition`, book.edition],
    [t`Publisher`, book.publisher],
    [t`Year of publication`, book.publicationYear ? String(book.publicationYear) : null],
    [t`Used for`, usedFor || null],
    [t`ISBN`, book.isbn],
  ];
  const given = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (given.length === 0) return null;
  return (
    <div>
      <h2 className="font-semibold text-slate-900">
        <Trans>About the book</Trans>
      </h2>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        {given.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

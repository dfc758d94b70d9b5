import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { normaliseIsbn } from '../../../../domain/isbn.ts';
import { useUser } from '../../../lib/session/get-user.ts';
import { useWantedCount, type WantedCountQuery } from '../api/wanted-for-listing.ts';

/** Asked once the seller stops typing for a moment, not at every key. */
const TYPING_PAUSE_MS = 500;

/** The book so far, once the seller paused: a whole ISBN, a title of at least three letters, and their city. */
function useBookSoFar(): WantedCountQuery | undefined {
  const { control } = useFormContext();
  const [isbn, title, pickupCity] = useWatch({ control, name: ['isbn', 'title', 'pickupCity'] });
  const profileCity = useUser().data?.city ?? '';
  const typed = {
    isbn: normaliseIsbn(String(isbn ?? '')) ?? '',
    title: String(title ?? '').trim(),
    city: String(pickupCity ?? '').trim() || profileCity,
  };
  const key = JSON.stringify(typed);
  const [paused, setPaused] = useState<string>();
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(key), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  if (paused === undefined) return undefined;
  const book = JSON.parse(paused) as Required<WantedCountQuery>;
  if (!book.isbn && book.title.length < 3) return undefined;
  return {
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.title.length >= 3 ? { title: book.title } : {}),
    ...(book.city ? { city: book.city } : {}),
  };
}

/**
 * "3 students in Pune want this book" in the listing wizard (docs/decisions/094-wanted-posts.md): open wanted posts
 * the book typed or scanned so far answers, in the seller's pickup city (else their profile's) when some there
 * want it, else everywhere. Says nothing when nobody does.
 */
export function WantedHint() {
  const { t } = useLingui();
  const book = useBookSoFar();
  const { data } = useWantedCount(book ?? {}, book !== undefined);
  if (!book || !data || data.count === 0) return null;
  const { count, city } = data;
  return (
    <p role="status" className="flex items-center gap-2 rounded-md bg-accent-100 p-3 text-accent-900 text-sm">
      <Users aria-hidden="true" className="size-4 shrink-0" />
      {city
        ? t`${plural(count, { one: `# student in ${city} wants this book`, other: `# students in ${city} want this book` })}`
        : t`${plural(count, { one: '# student wants this book', other: '# students want this book' })}`}
    </p>
  );
}

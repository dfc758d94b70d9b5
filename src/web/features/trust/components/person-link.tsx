import { Link } from 'react-router';
import type { DealRatingState } from '../../../../domain/contracts/ratings.ts';
import { profilePagePath } from '../../../../domain/seo.ts';

/** The other person's name, linked to their public profile while they have one. */
export function PersonLink({ person }: { person: DealRatingState['other'] }) {
  if (!person.username) return <span className="font-medium text-slate-900">{person.name}</span>;
  return (
    <Link
      to={profilePagePath(person.username)}
      className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-4"
    >
      {person.name}
    </Link>
  );
}

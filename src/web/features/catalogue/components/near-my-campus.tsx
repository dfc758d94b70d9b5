import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../../domain/contracts/auth.ts';
import type { ProductFacets } from '../../../../domain/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { BrowseFilters, FilterChange } from '../browse-filters.ts';

type Campus = { filter: 'institution' | 'city'; place: string };

/** The student's college, else their city, from their profile; null when they gave neither. */
export function campusOf(user: Pick<User, 'institute' | 'city'>): Campus | null {
  if (user.institute) return { filter: 'institution', place: user.institute };
  if (user.city) return { filter: 'city', place: user.city };
  return null;
}

const samePlace = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

interface NearMyCampusProps {
  /** The signed-in student; a guest (null) or a session still loading (undefined) is offered nothing. */
  user: User | null | undefined;
  filters: BrowseFilters;
  onChange: (change: FilterChange) => void;
  facets?: ProductFacets;
}

/**
 * "Near my campus" (docs/decisions/017-student-search.md): one tap filters by the student's college, or their city
 * when they gave no college, and a second tap clears it. The count is the facets' own, already loaded. A student
 * whose profile names neither is shown where to add their college.
 */
export function NearMyCampus({ user, filters, onChange, facets }: NearMyCampusProps) {
  const { t } = useLingui();
  const placeId = useId();
  if (!user) return null;
  const campus = campusOf(user);
  if (!campus) {
    return (
      <Link
        to="/account"
        className="flex min-h-11 items-center gap-2 font-medium text-primary-800 text-sm underline underline-offset-4"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <Trans>Add your college to see listings near you</Trans>
      </Link>
    );
  }
  const { filter, place } = campus;
  const chosen = samePlace(filters[filter], place);
  const count = facets?.[filter].find((facet) => samePlace(facet.value, place))?.count;
  const other = filter === 'institution' ? 'city' : 'institution';
  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant={chosen ? 'primary' : 'outline'}
        aria-pressed={chosen}
        aria-describedby={placeId}
        // Near the campus means there: a city or college chosen before would only narrow it to nothing.
        onClick={() => onChange(chosen ? { [filter]: undefined } : { [filter]: place, [other]: undefined })}
        className="w-full"
      >
        <MapPin aria-hidden="true" className="size-5" />
        {count === undefined ? t`Near my campus` : t`Near my campus (${count.toLocaleString('en-IN')})`}
      </Button>
      <p id={placeId} className="text-slate-600 text-sm">
        {chosen ? t`Showing listings at ${place}. Tap again to see all.` : t`Listings at ${place}`}
      </p>
    </div>
  );
}

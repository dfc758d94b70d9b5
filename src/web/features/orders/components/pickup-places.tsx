import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import type { OrderPart } from '../../../../domain/contracts/orders.ts';
import { pickupPlaceLines } from '../../../../domain/pickup-place.ts';

/**
 * Where the buyer collects one seller's items: the pickup place of their listings when the order was placed
 * (docs/decisions/036-pickup-place-on-the-order.md); the items of each place named when there are several.
 */
export function PickupPlaces({ places }: { places: OrderPart['pickupPlaces'] }) {
  const { t } = useLingui();
  const known = places
    .map((place) => ({ lines: pickupPlaceLines(place), titles: place.productTitles.join(', ') }))
    .filter((place) => place.lines.length > 0);
  if (known.length === 0) {
    return (
      <p className="text-slate-700">{t`No pickup place given: ask the seller in the messages below.`}</p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {known.map(({ lines, titles }) => (
        <div key={lines.join('\n')} className="flex items-start gap-2 text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-800" />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {known.length > 1 ? t`Collect ${titles} from:` : t`Collect from:`}
            </p>
            <address className="break-words not-italic">
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
      ))}
    </div>
  );
}

import { msg, plural } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { emptyStarClasses, filledStarClasses, STARS } from './star-rating.tsx';

interface StarRatingInputProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  label?: string;
}

/**
 * Choose 1 to 5 stars. Hovering previews, clicking sets (spec, section 4). Built on native radio buttons,
 * so Tab reaches the group and the arrow keys change the rating as in any radio group.
 */
export function StarRatingInput({ value, onChange, label }: StarRatingInputProps) {
  const name = useId();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  const i18n = useTranslator();

  return (
    <fieldset>
      <legend className="font-medium text-slate-800 text-sm">{label ?? i18n._(msg`Your rating`)}</legend>
      <div className="mt-1 flex items-center">
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setPreview(star)}
            onMouseLeave={() => setPreview(0)}
            className="flex size-11 items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn('size-8', star <= shown ? filledStarClasses : emptyStarClasses)}
            />
            <span className="sr-only">
              {i18n._(msg`${plural(star, { one: '# star', other: '# stars' })}`)}
            </span>
          </label>
        ))}
        <span className="ml-2 text-slate-700 text-sm" aria-hidden="true">
          {shown > 0 ? i18n._(msg`${shown} of 5`) : i18n._(msg`Not rated yet`)}
        </span>
      </div>
    </fieldset>
  );
}

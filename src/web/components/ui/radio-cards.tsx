import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from './field.tsx';

export interface RadioCardOption<Value extends string> {
  value: Value;
  label: string;
  description?: string;
  icon?: LucideIcon;
  /** Shown but not choosable; its description says why. */
  disabled?: boolean;
}

interface RadioCardsProps<Value extends string> {
  legend: string;
  name: string;
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly RadioCardOption<Value>[];
  error?: string | undefined;
  className?: string;
}

/**
 * A choice of a few options as native radio buttons in large bordered rows: the whole row is the touch target,
 * arrow keys move between options, and the chosen row is marked by a thicker outline, a tint and a filled dot.
 */
export function RadioCards<Value extends string>({
  legend,
  name,
  value,
  onValueChange,
  options,
  error,
  className,
}: RadioCardsProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <legend className="mb-1.5 font-medium text-slate-800 text-sm">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm has-checked:border-primary-800 has-checked:bg-primary-50 has-checked:ring-1 has-checked:ring-primary-800 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-slate-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
              // The label alone names the option; its description is read after it.
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-primary-800 focus-visible:outline-none"
            />
            <span className="flex flex-col gap-0.5">
              <span
                id={`${id}-${option.value}`}
                className="flex items-center gap-2 font-medium text-slate-900"
              >
                {option.icon && <option.icon aria-hidden="true" className="size-4 text-slate-600" />}
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-${option.value}-description`} className="text-slate-600">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

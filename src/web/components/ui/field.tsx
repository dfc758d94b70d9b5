import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** Props every form field shares: a visible label, optional hint, and the validation message if any. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** Props for the control itself, linking it to its hint and error so screen readers read them. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

export function useFieldIds(
  id: string | undefined,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** Label above the control, then the hint, then the error with an icon so red is not the only signal. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  children,
}: FieldProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.controlId} className="font-medium text-slate-800 text-sm">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-red-700 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

/**
 * The shared look of text inputs, textareas and selects, 16 px text by default so phones do not zoom: sm only where
 * phones are not the main use (the admin's tables and SQL box), lg for a code typed digit by digit.
 */
export const controlVariants = cva(
  'rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600',
  {
    variants: {
      textSize: { sm: 'text-sm', base: 'text-base', lg: 'text-lg' },
      // Off for a control that sets its own width.
      fullWidth: { true: 'w-full', false: '' },
    },
    defaultVariants: { textSize: 'base', fullWidth: true },
  },
);

export type ControlTextSize = VariantProps<typeof controlVariants>['textSize'];

export const controlClasses = controlVariants();

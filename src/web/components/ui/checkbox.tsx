import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldError, useFieldIds } from './field.tsx';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ label, error, id, className, ...props }: CheckboxProps) {
  const ids = useFieldIds(id, { error });
  return (
    <div className="flex flex-col gap-1.5">
      {/* The whole row is the touch target, not just the small box. */}
      <label htmlFor={ids.controlId} className="flex min-h-11 items-start gap-3 py-2 text-slate-800 text-sm">
        <input
          type="checkbox"
          className={cn('mt-0.5 size-5 shrink-0 accent-primary-800', className)}
          {...props}
          {...ids.controlProps}
        />
        <span>{label}</span>
      </label>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses, type FieldProps, FieldShell, useFieldIds } from './field.tsx';

export function Input({ label, hint, error, id, className, ...props }: FieldProps & ComponentProps<'input'>) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input className={cn(controlClasses, 'min-h-11', className)} {...props} {...ids.controlProps} />
    </FieldShell>
  );
}

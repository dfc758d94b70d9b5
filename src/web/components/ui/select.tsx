import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses, type FieldProps, FieldShell, useFieldIds } from './field.tsx';

/** A native select: phones show their own picker, which is the easiest to use with a thumb. */
export function Select({
  label,
  hint,
  error,
  id,
  className,
  children,
  ...props
}: FieldProps & ComponentProps<'select'>) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <select className={cn(controlClasses, 'min-h-11', className)} {...props} {...ids.controlProps}>
        {children}
      </select>
    </FieldShell>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { type ControlTextSize, controlVariants, type FieldProps, FieldShell, useFieldIds } from './field.tsx';

export function Input({
  label,
  hint,
  error,
  id,
  textSize,
  className,
  ...props
}: FieldProps & ComponentProps<'input'> & { textSize?: ControlTextSize }) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        className={cn(controlVariants({ textSize }), 'min-h-11', className)}
        {...props}
        {...ids.controlProps}
      />
    </FieldShell>
  );
}

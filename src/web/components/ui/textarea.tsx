import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { type ControlTextSize, controlVariants, type FieldProps, FieldShell, useFieldIds } from './field.tsx';

export function Textarea({
  label,
  hint,
  error,
  id,
  textSize,
  className,
  rows = 4,
  ...props
}: FieldProps & ComponentProps<'textarea'> & { textSize?: ControlTextSize }) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <textarea
        rows={rows}
        className={cn(controlVariants({ textSize }), 'py-2', className)}
        {...props}
        {...ids.controlProps}
      />
    </FieldShell>
  );
}

import { msg } from '@lingui/core/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { controlClasses, type FieldProps, FieldShell, useFieldIds } from './field.tsx';

interface PasswordInputProps extends FieldProps, Omit<ComponentProps<'input'>, 'type'> {
  /** A plain-text label, also used to name the show/hide button ("Show password"). */
  label: string;
}

export function PasswordInput({ label, hint, error, id, className, ...props }: PasswordInputProps) {
  const ids = useFieldIds(id, { hint, error });
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const i18n = useTranslator();
  // "Show password", "Hide new password": the field's own label names what is shown.
  const field = label.toLowerCase();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          type={visible ? 'text' : 'password'}
          className={cn(controlClasses, 'min-h-11 pr-12', className)}
          {...props}
          {...ids.controlProps}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={ids.controlId}
          aria-label={visible ? i18n._(msg`Hide ${field}`) : i18n._(msg`Show ${field}`)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}

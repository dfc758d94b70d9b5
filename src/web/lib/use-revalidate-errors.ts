import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A step-by-step form checks each step's fields when the student moves on (trigger), which react-hook-form
 * does not repeat while typing until the whole form is submitted: a corrected field would keep its message.
 * This checks a field again on every change while it shows an error, so the message goes as soon as it is fixed.
 */
export function useRevalidateErrorsOnChange<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const { watch, trigger, getFieldState } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && getFieldState(name).invalid) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);
}

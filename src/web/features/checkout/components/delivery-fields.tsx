import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Building2, GraduationCap, House } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { INDIAN_STATES } from '../../../../domain/catalogue.ts';
import type { DeliveryDetails, DeliveryDetailsSchema } from '../../../../domain/contracts/orders.ts';
import { Input } from '../../../components/ui/input.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { translateFieldMessage } from '../../../lib/i18n/api-error-text.ts';

export type DeliveryForm = UseFormReturn<z.input<typeof DeliveryDetailsSchema>, unknown, DeliveryDetails>;

const addressTypes = [
  { value: 'home', label: msg({ message: 'Home', context: 'address type' }), icon: House },
  { value: 'university', label: msg`University`, icon: GraduationCap },
  { value: 'college', label: msg`College`, icon: Building2 },
] as const;

/**
 * Name, phone and where to deliver (spec, section 5): a home address needs the complete address, city, state
 * and pincode; a university or college needs only the institution's name.
 */
export function DeliveryFields({ form }: { form: DeliveryForm }) {
  const { i18n, t } = useLingui();
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const addressType = watch('deliveryAddressType');
  const addressTypeOptions = addressTypes.map((option) => ({ ...option, label: i18n._(option.label) }));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t`Full name`}
          autoComplete="name"
          error={translateFieldMessage(i18n, errors.customerName?.message)}
          {...register('customerName')}
        />
        <Input
          label={t`Phone number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={translateFieldMessage(i18n, errors.customerPhone?.message)}
          {...register('customerPhone')}
        />
      </div>
      <Controller
        control={control}
        name="deliveryAddressType"
        render={({ field, fieldState }) => (
          <RadioCards
            legend={t`Address type`}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            options={addressTypeOptions}
            error={translateFieldMessage(i18n, fieldState.error?.message)}
          />
        )}
      />
      {addressType === 'home' ? (
        <>
          <Textarea
            label={t`Complete address`}
            rows={3}
            autoComplete="street-address"
            hint={t`House or flat, street and area`}
            error={translateFieldMessage(i18n, errors.deliveryAddress?.message)}
            {...register('deliveryAddress')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Input
              label={t`City`}
              autoComplete="address-level2"
              error={translateFieldMessage(i18n, errors.deliveryCity?.message)}
              {...register('deliveryCity')}
            />
            <Select
              label={t`State`}
              autoComplete="address-level1"
              error={translateFieldMessage(i18n, errors.deliveryState?.message)}
              {...register('deliveryState')}
            >
              <option value="">{t`Choose a state`}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
            <Input
              label={t`Pincode`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              error={translateFieldMessage(i18n, errors.deliveryPincode?.message)}
              {...register('deliveryPincode')}
            />
          </div>
        </>
      ) : (
        <Input
          label={addressType === 'university' ? t`University name` : t`College name`}
          autoComplete="organization"
          error={translateFieldMessage(i18n, errors.deliveryInstitution?.message)}
          {...register('deliveryInstitution')}
        />
      )}
    </div>
  );
}

/** What to say on each empty field the chosen address type needs, after 'Please complete delivery details'. */
export function markMissingDeliveryFields(i18n: I18n, form: DeliveryForm, details: DeliveryDetails): void {
  const missing: [keyof DeliveryDetails, MessageDescriptor][] =
    details.deliveryAddressType === 'home'
      ? [
          ['deliveryAddress', msg`Enter your complete address`],
          ['deliveryCity', msg`Enter your city`],
          ['deliveryState', msg`Choose your state`],
          ['deliveryPincode', msg`Enter your 6-digit pincode`],
        ]
      : [['deliveryInstitution', msg`Enter the name of your institution`]];
  let first = true;
  for (const [field, message] of missing) {
    if (details[field]?.trim()) continue;
    form.setError(field, { message: i18n._(message) }, { shouldFocus: first });
    first = false;
  }
}

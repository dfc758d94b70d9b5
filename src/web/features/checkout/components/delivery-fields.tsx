import { Building2, GraduationCap, House } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { INDIAN_STATES } from '../../../../domain/catalogue.ts';
import type { DeliveryDetails, DeliveryDetailsSchema } from '../../../../domain/contracts/orders.ts';
import { Input } from '../../../components/ui/input.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

export type DeliveryForm = UseFormReturn<z.input<typeof DeliveryDetailsSchema>, unknown, DeliveryDetails>;

const addressTypes = [
  { value: 'home', label: 'Home', icon: House },
  { value: 'university', label: 'University', icon: GraduationCap },
  { value: 'college', label: 'College', icon: Building2 },
] as const;

/**
 * Name, phone and where to deliver (spec, section 5): a home address needs the complete address, city, state
 * and pincode; a university or college needs only the institution's name.
 */
export function DeliveryFields({ form }: { form: DeliveryForm }) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const addressType = watch('deliveryAddressType');

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Full name"
          autoComplete="name"
          error={errors.customerName?.message}
          {...register('customerName')}
        />
        <Input
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.customerPhone?.message}
          {...register('customerPhone')}
        />
      </div>
      <Controller
        control={control}
        name="deliveryAddressType"
        render={({ field, fieldState }) => (
          <RadioCards
            legend="Address type"
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            options={addressTypes}
            error={fieldState.error?.message}
          />
        )}
      />
      {addressType === 'home' ? (
        <>
          <Textarea
            label="Complete address"
            rows={3}
            autoComplete="street-address"
            hint="House or flat, street and area"
            error={errors.deliveryAddress?.message}
            {...register('deliveryAddress')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Input
              label="City"
              autoComplete="address-level2"
              error={errors.deliveryCity?.message}
              {...register('deliveryCity')}
            />
            <Select
              label="State"
              autoComplete="address-level1"
              error={errors.deliveryState?.message}
              {...register('deliveryState')}
            >
              <option value="">Choose a state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
            <Input
              label="Pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              error={errors.deliveryPincode?.message}
              {...register('deliveryPincode')}
            />
          </div>
        </>
      ) : (
        <Input
          label={addressType === 'university' ? 'University name' : 'College name'}
          autoComplete="organization"
          error={errors.deliveryInstitution?.message}
          {...register('deliveryInstitution')}
        />
      )}
    </div>
  );
}

/** What to say on each empty field the chosen address type needs, after 'Please complete delivery details'. */
export function markMissingDeliveryFields(form: DeliveryForm, details: DeliveryDetails): void {
  const missing: [keyof DeliveryDetails, string][] =
    details.deliveryAddressType === 'home'
      ? [
          ['deliveryAddress', 'Enter your complete address'],
          ['deliveryCity', 'Enter your city'],
          ['deliveryState', 'Choose your state'],
          ['deliveryPincode', 'Enter your 6-digit pincode'],
        ]
      : [['deliveryInstitution', 'Enter the name of your institution']];
  let first = true;
  for (const [field, message] of missing) {
    if (details[field]?.trim()) continue;
    form.setError(field, { message }, { shouldFocus: first });
    first = false;
  }
}

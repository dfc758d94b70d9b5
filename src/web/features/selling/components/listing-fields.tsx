import { useEffect, useState } from 'react';
import { type FieldErrors, get, useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, CONDITIONS, INDIAN_STATES } from '../../../../domain/catalogue.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useUser } from '../../../lib/session/get-user.ts';
import { PriceHintBadge } from './pricing-guide-card.tsx';

/**
 * Form fields shared by the listing wizard, the bulk wizard's product cards and the edit dialog. They read
 * the surrounding react-hook-form through its context; `prefix` places them in a list ("products.2.").
 */

/** The message of a field's error, by its dotted name ("products.2.title"). */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function useField(prefix: string) {
  const { register, formState } = useFormContext();
  return (name: string) => ({
    ...register(`${prefix}${name}`),
    error: fieldError(formState.errors, `${prefix}${name}`),
  });
}

export function ProductDetailsFields({ prefix = '' }: { prefix?: string }) {
  const field = useField(prefix);
  return (
    <div className="flex flex-col gap-4">
      <Input
        label="Title"
        placeholder="e.g. Higher Engineering Mathematics by B.S. Grewal"
        maxLength={200}
        {...field('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Category" {...field('category')}>
          <option value="">Choose a category</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Select>
        <Select label="Condition" {...field('condition')}>
          <option value="">Choose the condition</option>
          {CONDITIONS.map((condition) => (
            <option key={condition}>{condition}</option>
          ))}
        </Select>
      </div>
      <Textarea
        label="Description"
        hint="Edition, year, what is inside, any marks or missing pages."
        rows={4}
        maxLength={5000}
        {...field('description')}
      />
      <Input
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="sm:max-w-40"
        {...field('quantity')}
      />
    </div>
  );
}

export function PriceFields({ prefix = '', showHint = true }: { prefix?: string; showHint?: boolean }) {
  const field = useField(prefix);
  const { control } = useFormContext();
  const [category, price] = useWatch({ control, name: [`${prefix}category`, `${prefix}price`] });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder="e.g. 350"
          hint="What the buyer pays you. Delivery is free."
          {...field('price')}
        />
        <Input
          label="Original price / MRP (₹, optional)"
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder="e.g. 899"
          hint="Shown struck through, so buyers see the saving."
          {...field('originalPrice')}
        />
      </div>
      {showHint && <PriceHintBadge category={String(category ?? '')} price={price} />}
    </div>
  );
}

/**
 * Pickup: the institute, an address that can be copied from it (the checkbox locks the address field),
 * city, state and pincode. The institute and city start as the seller's profile has them.
 */
export function AddressFields() {
  const field = useField('');
  const { control, setValue, getValues } = useFormContext();
  const institute = useWatch({ control, name: 'institute' });
  const [sameAsInstitute, setSameAsInstitute] = useState(
    () => getValues('pickupAddress') !== '' && getValues('pickupAddress') === getValues('institute'),
  );
  const profile = useUser().data;

  // Only into empty fields: what the seller typed, or a draft they resumed, is theirs.
  useEffect(() => {
    if (profile?.institute && getValues('institute') === '') setValue('institute', profile.institute);
    if (profile?.city && getValues('pickupCity') === '') setValue('pickupCity', profile.city);
  }, [profile, getValues, setValue]);

  useEffect(() => {
    if (sameAsInstitute) setValue('pickupAddress', institute ?? '', { shouldValidate: Boolean(institute) });
  }, [sameAsInstitute, institute, setValue]);

  return (
    <div className="flex flex-col gap-4">
      <Input
        label="Institute name"
        placeholder="e.g. College of Engineering Pune"
        autoComplete="organization"
        maxLength={150}
        {...field('institute')}
      />
      <Checkbox
        label="Pick up at my institute (use the institute as the pickup address)"
        checked={sameAsInstitute}
        onChange={(event) => setSameAsInstitute(event.target.checked)}
      />
      <Textarea
        label="Pickup address"
        rows={2}
        maxLength={300}
        readOnly={sameAsInstitute}
        hint={
          sameAsInstitute
            ? 'Copied from the institute name. Untick the box to type another address.'
            : undefined
        }
        className="read-only:bg-slate-100 read-only:text-slate-600"
        {...field('pickupAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label="City" autoComplete="address-level2" maxLength={80} {...field('pickupCity')} />
        <Select label="State" autoComplete="address-level1" {...field('pickupState')}>
          <option value="">Choose a state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </Select>
        <Input
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[0-9]*"
          {...field('pickupPincode')}
        />
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type FieldErrors, get, useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, CONDITIONS, INDIAN_STATES } from '../../../../domain/catalogue.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import { useUser } from '../../../lib/session/get-user.ts';
import { validationMessage } from '../validation-messages.ts';
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

/** `fieldError` in the reader's language, for forms that show errors themselves. */
export function useFieldError(): (errors: FieldErrors, name: string) => string | undefined {
  const { i18n } = useLingui();
  return (errors, name) => validationMessage(i18n, fieldError(errors, name));
}

function useField(prefix: string) {
  const { register, formState } = useFormContext();
  const errorOf = useFieldError();
  return (name: string) => ({
    ...register(`${prefix}${name}`),
    error: errorOf(formState.errors, `${prefix}${name}`),
  });
}

export function ProductDetailsFields({ prefix = '' }: { prefix?: string }) {
  const field = useField(prefix);
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <Input
        label={t`Title`}
        placeholder={t`e.g. Higher Engineering Mathematics by B.S. Grewal`}
        maxLength={200}
        {...field('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t`Category`} {...field('category')}>
          <option value="">{t`Choose a category`}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryName(i18n, category)}
            </option>
          ))}
        </Select>
        <Select label={t`Condition`} {...field('condition')}>
          <option value="">{t`Choose the condition`}</option>
          {CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {conditionName(i18n, condition)}
            </option>
          ))}
        </Select>
      </div>
      <Textarea
        label={t`Description`}
        hint={t`Edition, year, what is inside, any marks or missing pages.`}
        rows={4}
        maxLength={5000}
        {...field('description')}
      />
      <Input
        label={t`Quantity`}
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

/** A typed price of nothing: what the "Free — pass it on" switch sets (docs/decisions/093-free-listings.md). */
function isFreeValue(price: unknown): boolean {
  return price !== '' && price != null && Number(price) === 0;
}

export function PriceFields({ prefix = '', showHint = true }: { prefix?: string; showHint?: boolean }) {
  const field = useField(prefix);
  const { t } = useLingui();
  const { control, setValue } = useFormContext();
  const [category, price] = useWatch({ control, name: [`${prefix}category`, `${prefix}price`] });
  const free = isFreeValue(price);
  const setFree = (checked: boolean) =>
    setValue(`${prefix}price`, checked ? '0' : '', { shouldDirty: true, shouldValidate: checked });
  return (
    <div className="flex flex-col gap-4">
      <Checkbox
        label={t`Free — pass it on (no price, no fee; the buyer collects it in person)`}
        checked={free}
        onChange={(event) => setFree(event.target.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {!free && (
          <Input
            label={t`Price (₹)`}
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            placeholder={t`e.g. 350`}
            hint={t`What the buyer pays you. Delivery is free.`}
            {...field('price')}
          />
        )}
        <Input
          label={t`Original price / MRP (₹, optional)`}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder={t`e.g. 899`}
          hint={t`Shown struck through, so buyers see the saving.`}
          {...field('originalPrice')}
        />
      </div>
      {showHint && !free && <PriceHintBadge category={String(category ?? '')} price={price} />}
    </div>
  );
}

/**
 * Pickup: the institute, an address that can be copied from it (the checkbox locks the address field),
 * city, state and pincode. The institute and city start as the seller's profile has them.
 */
export function AddressFields() {
  const field = useField('');
  const { t } = useLingui();
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
        label={t`Institute name`}
        placeholder={t`e.g. College of Engineering Pune`}
        autoComplete="organization"
        maxLength={150}
        {...field('institute')}
      />
      <Checkbox
        label={t`Pick up at my institute (use the institute as the pickup address)`}
        checked={sameAsInstitute}
        onChange={(event) => setSameAsInstitute(event.target.checked)}
      />
      <Textarea
        label={t`Pickup address`}
        rows={2}
        maxLength={300}
        readOnly={sameAsInstitute}
        hint={
          sameAsInstitute
            ? t`Copied from the institute name. Untick the box to type another address.`
            : undefined
        }
        className="read-only:bg-slate-100 read-only:text-slate-600"
        {...field('pickupAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label={t`City`} autoComplete="address-level2" maxLength={80} {...field('pickupCity')} />
        <Select label={t`State`} autoComplete="address-level1" {...field('pickupState')}>
          <option value="">{t`Choose a state`}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </Select>
        <Input
          label={t`Pincode`}
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

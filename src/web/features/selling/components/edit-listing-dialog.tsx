import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ADDRESS_TYPES, INDIAN_STATES } from '../../../../domain/catalogue.ts';
import type { SellerListing } from '../../../../domain/contracts/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateListing } from '../api/update-listing.ts';
import { type EditListingFormInput, type EditListingFormOutput, EditListingFormSchema } from '../forms.ts';
import { isLoginRequired, useLoginRequired } from '../login-required.ts';
import { BookFields } from './book-fields.tsx';
import { FileUploader } from './file-uploader.tsx';
import { PriceFields, ProductDetailsFields, useFieldError } from './listing-fields.tsx';
import { useFileUploads } from './use-file-uploads.ts';

const INSTITUTION_LABELS: Record<Exclude<(typeof ADDRESS_TYPES)[number], 'home'>, MessageDescriptor> = {
  university: msg`University`,
  college: msg`College`,
};

function formValues(listing: SellerListing): EditListingFormInput {
  return {
    title: listing.title,
    description: listing.description,
    price: listing.price,
    originalPrice: listing.originalPrice ?? '',
    condition: listing.condition,
    category: listing.category,
    quantity: String(listing.quantity),
    sellerWhatsapp: listing.sellerWhatsapp ?? '',
    sellerContactName: listing.sellerContactName ?? '',
    sellerContactEmail: listing.sellerContactEmail ?? '',
    pickupAddressType: listing.pickupAddressType,
    pickupInstitution: listing.pickupInstitution ?? '',
    pickupAddress: listing.pickupAddress ?? '',
    pickupCity: listing.pickupCity ?? '',
    pickupState: listing.pickupState ?? '',
    pickupPincode: listing.pickupPincode ?? '',
    isbn: listing.book?.isbn ?? '',
    authors: listing.book?.authors ?? '',
    edition: listing.book?.edition ?? '',
    publisher: listing.book?.publisher ?? '',
    publicationYear: listing.book?.publicationYear ? String(listing.book.publicationYear) : '',
    course: listing.book?.course ?? '',
    semester: listing.book?.semester ?? '',
  };
}

function EditListingForm({ listing, onDone }: { listing: SellerListing; onDone: () => void }) {
  const form = useForm<EditListingFormInput, unknown, EditListingFormOutput>({
    resolver: zodResolver(EditListingFormSchema),
    defaultValues: formValues(listing),
  });
  const { t, i18n } = useLingui();
  const { register, formState, control } = form;
  const errorOf = useFieldError();
  const error = (name: string) => errorOf(formState.errors, name);
  const addressType = useWatch({ control, name: 'pickupAddressType' });
  const loginRequired = useLoginRequired();
  const uploads = useFileUploads({
    initialImages: listing.images,
    initialFiles: listing.files,
    onLoginRequired: loginRequired,
  });
  const updateListing = useUpdateListing();

  const onSubmit = form.handleSubmit((values) => {
    if (uploads.isUploading) {
      toast({ title: t`Upload in progress`, description: t`Please wait until your files finish uploading.` });
      return;
    }
    updateListing.mutate(
      { id: listing.id, changes: { ...values, images: uploads.images, files: uploads.files } },
      {
        onSuccess: () => {
          toast({
            title: t`Product updated`,
            description: t`Your product has been updated successfully`,
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => {
          if (isLoginRequired(failure)) loginRequired();
          else
            toast({
              title: t`Error updating product`,
              description: errorMessage(failure),
              variant: 'destructive',
            });
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-6">
        <ProductDetailsFields />
        <BookFields />
        <PriceFields />
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 font-semibold text-slate-900">
            <Trans>Photos and documents</Trans>
          </legend>
          <FileUploader uploads={uploads} />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 font-semibold text-slate-900">
            <Trans>Contact for buyers</Trans>
          </legend>
          <Input
            label={t`WhatsApp number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={error('sellerWhatsapp')}
            {...register('sellerWhatsapp')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t`Contact name`}
              autoComplete="name"
              error={error('sellerContactName')}
              {...register('sellerContactName')}
            />
            <Input
              label={t`Contact email`}
              type="email"
              autoComplete="email"
              error={error('sellerContactEmail')}
              {...register('sellerContactEmail')}
            />
          </div>
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 font-semibold text-slate-900">
            <Trans>Pickup</Trans>
          </legend>
          <Select
            label={t`Address type`}
            error={error('pickupAddressType')}
            {...register('pickupAddressType')}
          >
            {ADDRESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'home' ? (
                  // A home address, not the navigation's Home: a message of its own.
                  <Trans context="address type">Home</Trans>
                ) : (
                  i18n._(INSTITUTION_LABELS[type])
                )}
              </option>
            ))}
          </Select>
          {addressType === 'university' ? (
            <Input
              label={t`Institution`}
              error={error('pickupInstitution')}
              {...register('pickupInstitution')}
            />
          ) : (
            <Textarea
              label={t`Address`}
              rows={2}
              error={error('pickupAddress')}
              {...register('pickupAddress')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <Input label={t`City`} error={error('pickupCity')} {...register('pickupCity')} />
            <Select label={t`State`} error={error('pickupState')} {...register('pickupState')}>
              <option value="">{t`Choose a state`}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </Select>
            <Input
              label={t`Pincode`}
              inputMode="numeric"
              maxLength={6}
              error={error('pickupPincode')}
              {...register('pickupPincode')}
            />
          </div>
        </fieldset>
        <DialogFooter spaced={false}>
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={updateListing.isPending}>
            <Trans>Save Changes</Trans>
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

/** The product form in a dialog, filled in with the listing (spec: seller dashboard, Edit). */
export function EditListingDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: SellerListing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogTitle>
          <Trans>Edit Product</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Changes show on the marketplace as soon as you save.</Trans>
        </DialogDescription>
        {/* Mounted only while open, so it always starts from the listing as it is now. */}
        {open && <EditListingForm listing={listing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

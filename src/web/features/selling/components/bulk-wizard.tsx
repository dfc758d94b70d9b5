import { zodResolver } from '@hookform/resolvers/zod';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CircleAlert, CircleCheck, Clock, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dismissCurrentToast, toast } from '../../../components/ui/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import { useRevalidateErrorsOnChange } from '../../../lib/use-revalidate-errors.ts';
import { createListing } from '../api/create-listing.ts';
import { invalidateListings } from '../api/invalidate-listings.ts';
import {
  type BulkFormInput,
  type BulkFormOutput,
  BulkFormSchema,
  emptyBulkForm,
  emptyBulkProduct,
} from '../forms.ts';
import { isLoginRequired, useLoginRequired } from '../login-required.ts';
import { DisclaimerStep } from './disclaimer-step.tsx';
import { DraftOffer, LeaveWizardDialog } from './draft-prompts.tsx';
import { AddressFields, PriceFields, ProductDetailsFields, useFieldError } from './listing-fields.tsx';
import { useWizardDraft } from './use-wizard-draft.ts';
import { WizardFrame } from './wizard-frame.tsx';

export const BULK_STEPS = [
  msg`Disclaimer`,
  msg`Products`,
  msg`Address & Pickup`,
  msg`Review & Upload`,
] as const;
const LAST_STEP = 4;

const STEP_FIELDS = {
  1: ['disclaimerAccepted'],
  2: ['products'],
  3: ['institute', 'pickupAddress', 'pickupCity', 'pickupState', 'pickupPincode'],
  4: [],
} as const;

type ProductStatus =
  | { state: 'waiting' }
  | { state: 'sending' }
  | { state: 'listed'; listingId: number }
  | { state: 'failed'; message: string };

function StatusLine({ status }: { status: ProductStatus }) {
  switch (status.state) {
    case 'sending':
      return (
        <span className="flex items-center gap-1.5 text-primary-800">
          <Spinner size="sm" /> <Trans>Uploading…</Trans>
        </span>
      );
    case 'listed':
      return (
        <span className="flex items-center gap-1.5 text-status-green">
          <CircleCheck aria-hidden="true" className="size-4" /> <Trans>Listed</Trans>
        </span>
      );
    case 'failed':
      return (
        <span className="flex items-start gap-1.5 text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {status.message}
        </span>
      );
    default:
      return (
        <span className="flex items-center gap-1.5 text-slate-600">
          <Clock aria-hidden="true" className="size-4" /> <Trans>Waiting</Trans>
        </span>
      );
  }
}

/**
 * The 4-step bulk wizard (spec, section 2): product cards added and removed at will, one pickup address for
 * all, then the products sent one at a time, in order, each with its own status. A failure stops the run
 * and says which product failed; the ones already listed stay listed and are not sent again.
 */
export function BulkWizard() {
  const { t, i18n } = useLingui();
  const errorOf = useFieldError();
  const form = useForm<BulkFormInput, unknown, BulkFormOutput>({
    resolver: zodResolver(BulkFormSchema),
    defaultValues: emptyBulkForm,
  });
  useRevalidateErrorsOnChange(form);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const [step, setStep] = useState(1);
  const [statuses, setStatuses] = useState<Record<string, ProductStatus>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const loginRequired = useLoginRequired();
  const queryClient = useQueryClient();

  /** Moves to another step; a toast about the step left behind goes with it. */
  const goTo = (next: number) => {
    dismissCurrentToast();
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
  };
  const draft = useWizardDraft({
    kind: 'bulk',
    form,
    emptyValues: emptyBulkForm,
    step,
    setStep: goTo,
    keep: !Object.values(statuses).some((status) => status.state === 'listed'),
  });
  const statusOf = (id: string): ProductStatus => statuses[id] ?? { state: 'waiting' };
  const setStatus = (id: string, status: ProductStatus) =>
    setStatuses((current) => ({ ...current, [id]: status }));

  const next = async () => {
    const stepFields = STEP_FIELDS[step as keyof typeof STEP_FIELDS];
    if (stepFields.length > 0 && !(await form.trigger([...stepFields], { shouldFocus: true }))) return;
    goTo(step + 1);
  };

  const sendAll = form.handleSubmit(
    async (values) => {
      setSending(true);
      setFailure(undefined);
      const { products, ...shared } = values;
      let listed = 0;
      try {
        for (const [index, product] of products.entries()) {
          const id = fields[index]?.id as string;
          if (statusOf(id).state === 'listed') {
            listed += 1;
            continue;
          }
          setStatus(id, { state: 'sending' });
          try {
            const listing = await createListing({ ...shared, ...product, disclaimerAccepted: true });
            setStatus(id, { state: 'listed', listingId: listing.id });
            listed += 1;
          } catch (error) {
            const message = errorMessage(error);
            setStatus(id, { state: 'failed', message });
            if (isLoginRequired(error)) {
              loginRequired();
              return;
            }
            const number = index + 1;
            const summary = t`Failed to upload product ${number}: ${message}`;
            const kept = t`${plural(listed, {
              one: 'Product # was listed and stays listed',
              other: 'Products 1–# were listed and stay listed',
            })}`;
            setFailure(
              listed > 0 ? t`${summary}. ${kept}; fix this one and upload the rest again.` : summary,
            );
            toast({ title: t`Upload Error`, description: summary, variant: 'destructive' });
            return;
          }
        }
        draft.finish();
        form.reset(emptyBulkForm);
        setStatuses({});
        // Before the toast: moving to step 1 closes the toast of the step left behind.
        goTo(1);
        toast({
          title: t`Product Listed Successfully!`,
          description: t`${plural(listed, {
            one: 'Your product is now live on PassItOn.',
            other: 'All # products are now live on PassItOn.',
          })}`,
          variant: 'success',
        });
      } finally {
        setSending(false);
        await invalidateListings(queryClient);
      }
    },
    (errors) => goTo(errors.disclaimerAccepted ? 1 : errors.products ? 2 : 3),
  );

  const productsError =
    errorOf(form.formState.errors, 'products') ?? errorOf(form.formState.errors, 'products.root');
  const values = form.watch();
  const anyListed = Object.values(statuses).some((status) => status.state === 'listed');
  const productCount = fields.length;
  const pickupAddress = String(values.pickupAddress ?? '');
  const pickupCity = values.pickupCity ? `, ${String(values.pickupCity)}` : '';

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="mx-auto max-w-3xl"
        onSubmit={(event) => {
          if (step < LAST_STEP) {
            event.preventDefault();
            void next();
            return;
          }
          void sendAll(event);
        }}
      >
        {draft.offered && (
          <DraftOffer draft={draft.offered} onResume={draft.resume} onDiscard={draft.discard} />
        )}
        <LeaveWizardDialog blocker={draft.blocker} />
        <WizardFrame
          title={t`Bulk Upload`}
          steps={BULK_STEPS}
          step={step}
          footer={
            <>
              <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1 || sending}>
                <ArrowLeft aria-hidden="true" className="size-5" />
                <Trans>Back</Trans>
              </Button>
              {step < LAST_STEP ? (
                <Button type="submit">
                  <Trans>Next</Trans>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Button>
              ) : (
                <Button type="submit" loading={sending}>
                  <Upload aria-hidden="true" className="size-5" />
                  {anyListed ? <Trans>Upload Remaining Products</Trans> : <Trans>Upload All Products</Trans>}
                </Button>
              )}
            </>
          }
        >
          {step === 1 && <DisclaimerStep />}
          {step === 2 && (
            <div className="flex flex-col gap-4">
              <p className="text-slate-600 text-sm">
                <Trans>
                  One card per item. Photos can be added to each listing afterwards from My Listings.
                </Trans>
              </p>
              {fields.map((field, index) => {
                const listed = statusOf(field.id).state === 'listed';
                const number = index + 1;
                return (
                  <fieldset
                    key={field.id}
                    disabled={listed}
                    aria-labelledby={`${field.id}-heading`}
                    className="flex flex-col gap-4 rounded-lg border p-4"
                  >
                    <div className="flex items-center justify-between gap-2">
                      <h3 id={`${field.id}-heading`} className="font-semibold text-slate-900">
                        <Trans>Product {number}</Trans>
                      </h3>
                      {listed ? (
                        <Badge tone="green">
                          <Trans>Listed</Trans>
                        </Badge>
                      ) : (
                        <Button
                          variant="ghost"
                          onClick={() => remove(index)}
                          aria-label={t`Remove product ${number}`}
                        >
                          <Trash2 aria-hidden="true" className="size-5" />
                          <Trans>Remove</Trans>
                        </Button>
                      )}
                    </div>
                    <ProductDetailsFields prefix={`products.${index}.`} />
                    <PriceFields prefix={`products.${index}.`} />
                  </fieldset>
                );
              })}
              {productsError && (
                <p role="alert" className="flex items-start gap-1.5 text-red-700 text-sm">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {productsError}
                </p>
              )}
              <Button
                variant="outline"
                onClick={() => append({ ...emptyBulkProduct })}
                className="self-start"
              >
                <Plus aria-hidden="true" className="size-5" />
                <Trans>Add Another Product</Trans>
              </Button>
            </div>
          )}
          {step === 3 && <AddressFields />}
          {step === 4 && (
            <div className="flex flex-col gap-4">
              <p className="text-slate-700 text-sm">
                <Trans>
                  <Plural value={productCount} one="# product" other="# products" /> will be listed for pickup
                  at <strong>{pickupAddress}</strong>
                  {pickupCity}. They are sent one at a time, in order.
                </Trans>
              </p>
              <ol className="flex flex-col gap-2" aria-label={t`Products to upload`}>
                {fields.map((field, index) => {
                  const product = values.products?.[index];
                  return (
                    <li
                      key={field.id}
                      className="flex flex-col gap-1 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">
                          {index + 1}. {String(product?.title ?? '')}
                        </p>
                        <p className="text-slate-600 text-sm">
                          {categoryName(i18n, String(product?.category ?? ''))} ·{' '}
                          {conditionName(i18n, String(product?.condition ?? ''))}
                        </p>
                      </div>
                      <div className="flex flex-col gap-1 text-sm sm:items-end" aria-live="polite">
                        {product?.price ? <Price price={String(product.price)} /> : null}
                        <StatusLine status={statusOf(field.id)} />
                      </div>
                    </li>
                  );
                })}
              </ol>
              {failure && (
                <p
                  role="alert"
                  className="flex items-start gap-2 rounded-lg border border-status-red/30 bg-status-red-soft p-3 text-status-red text-sm"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {failure}
                </p>
              )}
            </div>
          )}
        </WizardFrame>
      </form>
    </FormProvider>
  );
}

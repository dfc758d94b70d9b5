import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { SellerListing } from '../../../../domain/contracts/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dismissCurrentToast, toast } from '../../../components/ui/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRevalidateErrorsOnChange } from '../../../lib/use-revalidate-errors.ts';
import { useCreateListing } from '../api/create-listing.ts';
import { useAnswerWanted } from '../api/wanted-for-listing.ts';
import {
  emptyWizardForm,
  WIZARD_STEP_FIELDS,
  type WizardFormInput,
  type WizardFormOutput,
  WizardFormSchema,
} from '../forms.ts';
import { isLoginRequired, useLoginRequired } from '../login-required.ts';
import { WIZARD_STEPS } from '../wizard-steps.ts';
import { BookFields } from './book-fields.tsx';
import { DisclaimerStep } from './disclaimer-step.tsx';
import { DraftOffer, LeaveWizardDialog } from './draft-prompts.tsx';
import { FileUploader } from './file-uploader.tsx';
import { AddressFields, PriceFields, ProductDetailsFields } from './listing-fields.tsx';
import { ListingLive } from './listing-live.tsx';
import { ListingReview } from './listing-review.tsx';
import { PricingGuideCard } from './pricing-guide-card.tsx';
import { useFileUploads } from './use-file-uploads.ts';
import { useWizardDraft } from './use-wizard-draft.ts';
import { WantedHint } from './wanted-hint.tsx';
import { WizardFrame } from './wizard-frame.tsx';

type Step = 1 | 2 | 3 | 4 | 5 | 6;
const LAST_STEP = 6;

/** The step that holds a field, for sending the seller back to the first problem. */
function stepOf(field: string): Step {
  for (const [step, fields] of Object.entries(WIZARD_STEP_FIELDS)) {
    if ((fields as readonly string[]).includes(field)) return Number(step) as Step;
  }
  return 1;
}

/**
 * "I have this" on a wanted post opens the wizard as `?wanted={id}&title=…&isbn=…`
 * (docs/decisions/094-wanted-posts.md): the form starts with the book, in Textbooks when it has an ISBN.
 */
function answeringWanted(params: URLSearchParams): { id: number; values: WizardFormInput } | undefined {
  const id = Number(params.get('wanted'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const isbn = params.get('isbn') ?? '';
  const values = {
    ...emptyWizardForm,
    title: params.get('title') ?? '',
    isbn,
    category: isbn ? 'Textbooks' : '',
  };
  return { id, values };
}

/** Why the wizard cannot leave the files step yet. */
type FilesProblem = 'uploading' | 'no-files';

/**
 * The 6-step listing wizard (spec, section 2). Each step is checked before the next; files upload as soon
 * as they are picked (with their own progress bars), and the listing is created from the form and the
 * stored file names. After success it says the listing is live, with the ways on (ListingLive); "List another"
 * starts again at step 1.
 */
export function ListingWizard() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const [wanted, setWanted] = useState(() => answeringWanted(searchParams));
  /** What an untouched wizard holds: the wanted book until it is listed, else nothing. */
  const [startValues, setStartValues] = useState(() => wanted?.values ?? emptyWizardForm);
  const form = useForm<WizardFormInput, unknown, WizardFormOutput>({
    resolver: zodResolver(WizardFormSchema),
    defaultValues: startValues,
  });
  useEffect(() => {
    // Kept in state: a reload or a second listing does not answer the post again.
    if (searchParams.has('wanted')) setSearchParams({ form: 'item' }, { replace: true });
  }, [searchParams, setSearchParams]);
  const answerWanted = useAnswerWanted();
  useRevalidateErrorsOnChange(form);
  const [step, setStep] = useState<Step>(1);
  const [filesProblem, setFilesProblem] = useState<FilesProblem>();
  // Remounts the address fields after a successful listing, so the "same as institute" box clears too.
  const [round, setRound] = useState(0);
  /** The listing just put up, while its "live" screen shows. */
  const [listed, setListed] = useState<Pick<SellerListing, 'id' | 'title'>>();
  const loginRequired = useLoginRequired();
  const uploads = useFileUploads({ onLoginRequired: loginRequired });
  const createListing = useCreateListing();
  const [category, price] = useWatch({ control: form.control, name: ['category', 'price'] });
  const draft = useWizardDraft({
    kind: 'item',
    form,
    emptyValues: startValues,
    step,
    setStep: (saved) => goTo(saved),
    uploads,
  });

  /** Moves to another step; a toast about the step left behind ("Upload Complete!") goes with it. */
  const goTo = (next: number) => {
    dismissCurrentToast();
    setStep(Math.min(LAST_STEP, Math.max(1, next)) as Step);
  };
  const fileCount = uploads.images.length + uploads.files.length;

  const checkFiles = (): boolean => {
    if (uploads.isUploading) {
      setFilesProblem('uploading');
      return false;
    }
    if (fileCount === 0) {
      setFilesProblem('no-files');
      toast({
        title: t`No Files Selected`,
        description: t`Please upload at least one image or document`,
        variant: 'destructive',
      });
      return false;
    }
    setFilesProblem(undefined);
    return true;
  };

  const next = async () => {
    if (step === 4 && !checkFiles()) return;
    const fields = WIZARD_STEP_FIELDS[step];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) return;
    goTo(step + 1);
  };

  const submit = form.handleSubmit(
    (values) => {
      if (fileCount === 0) {
        toast({
          title: t`No Files Selected`,
          description: t`Please go back and upload at least one image or document`,
          variant: 'destructive',
        });
        return;
      }
      if (uploads.isUploading) {
        toast({
          title: t`Upload in progress`,
          description: t`Please wait until your files finish uploading.`,
        });
        return;
      }
      createListing.mutate(
        { ...values, images: uploads.images, files: uploads.files },
        {
          onSuccess: (listing) => {
            // Emptied now, not on "List another": nothing is left to save as a draft or to ask about on leaving.
            draft.finish();
            form.reset(emptyWizardForm);
            setStartValues(emptyWizardForm);
            uploads.reset();
            setFilesProblem(undefined);
            setRound((current) => current + 1);
            goTo(1);
            setListed({ id: listing.id, title: listing.title });
            if (wanted) {
              // The student who wanted it hears of it; the next listing answers nobody.
              answerWanted.mutate({ wantedId: wanted.id, productId: listing.id });
              setWanted(undefined);
            }
          },
          onError: (error) => {
            if (isLoginRequired(error)) loginRequired();
            else toast({ title: t`Upload Error`, description: errorMessage(error), variant: 'destructive' });
          },
        },
      );
    },
    (errors) => {
      const steps = Object.keys(errors).map(stepOf);
      goTo(Math.min(...steps));
    },
  );

  if (listed) return <ListingLive listing={listed} onListAnother={() => setListed(undefined)} />;

  return (
    // One column that never grows past the screen on phones: a long file name is cut short, not the page widened.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // Enter in a field moves on a step; only the last step lists the item.
            if (step < LAST_STEP) {
              event.preventDefault();
              void next();
              return;
            }
            void submit(event);
          }}
        >
          {draft.offered && (
            <DraftOffer draft={draft.offered} onResume={draft.resume} onDiscard={draft.discard} />
          )}
          <LeaveWizardDialog blocker={draft.blocker} />
          <WizardFrame
            title={t`List an Item`}
            steps={WIZARD_STEPS}
            step={step}
            footer={
              <>
                <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1}>
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  <Trans>Back</Trans>
                </Button>
                {step < LAST_STEP ? (
                  <Button type="submit">
                    <Trans>Next</Trans>
                    <ArrowRight aria-hidden="true" className="size-5" />
                  </Button>
                ) : (
                  <Button type="submit" loading={createListing.isPending}>
                    <Send aria-hidden="true" className="size-5" />
                    <Trans>List My Item</Trans>
                  </Button>
                )}
              </>
            }
          >
            {step === 1 && <DisclaimerStep />}
            {step === 2 && (
              <>
                <ProductDetailsFields />
                <BookFields />
                <WantedHint />
              </>
            )}
            {step === 3 && <PriceFields />}
            {/* Kept mounted so uploads carry on while the seller moves between steps. */}
            <div hidden={step !== 4}>
              <FileUploader
                uploads={uploads}
                // Gone as soon as a file is added, without waiting for the next Next.
                error={
                  filesProblem === 'uploading'
                    ? t`Please wait until your files finish uploading.`
                    : filesProblem === 'no-files' && fileCount === 0
                      ? t`Add at least one image or document to continue.`
                      : undefined
                }
              />
            </div>
            {step === 5 && <AddressFields key={round} />}
            {step === 6 && <ListingReview values={form.getValues()} files={uploads.items} goTo={goTo} />}
          </WizardFrame>
        </form>
      </FormProvider>
      <aside aria-label={t`Pricing guide`}>
        <PricingGuideCard category={String(category ?? '')} price={price} />
      </aside>
    </div>
  );
}

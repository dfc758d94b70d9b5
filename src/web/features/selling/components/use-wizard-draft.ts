import { useEffect, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { useUser } from '../../../lib/session/get-user.ts';
import {
  clearDraft,
  type DraftKind,
  draftFilesExpired,
  readDraft,
  saveDraft,
  type WizardDraft,
} from '../wizard-draft.ts';

interface StoredFiles {
  images: readonly string[];
  files: readonly string[];
  restore: (images: readonly string[], files: readonly string[]) => void;
}

interface WizardDraftOptions<Values extends FieldValues> {
  kind: DraftKind;
  form: UseFormReturn<Values, unknown, unknown>;
  emptyValues: Values;
  step: number;
  setStep: (step: number) => void;
  /** The listing wizard's uploads; the bulk wizard has none. */
  uploads?: StoredFiles;
  /**
   * False once part of the work is done on the server (some of a bulk upload is listed): a draft would list
   * those again, so there is none.
   */
  keep?: boolean;
}

/**
 * Keeps a wizard's progress as a draft on every change (docs/decisions/046-listing-drafts.md), offers a draft
 * found on opening to be resumed or dropped, and holds back a student leaving a half-filled wizard.
 */
export function useWizardDraft<Values extends FieldValues>({
  kind,
  form,
  emptyValues,
  step,
  setStep,
  uploads,
  keep = true,
}: WizardDraftOptions<Values>) {
  const { data: user } = useUser();
  const userId = user?.id;
  const [offered, setOffered] = useState<WizardDraft | null>(() =>
    userId === undefined ? null : readDraft(kind, userId),
  );
  const values = useWatch({ control: form.control });
  const images = uploads?.images ?? [];
  const files = uploads?.files ?? [];
  const started =
    step > 1 || images.length + files.length > 0 || JSON.stringify(values) !== JSON.stringify(emptyValues);

  // While a found draft waits for an answer it is not overwritten by the empty wizard.
  useEffect(() => {
    if (userId === undefined || offered || !started) return;
    if (!keep) return clearDraft(kind);
    saveDraft(kind, { userId, step, values: form.getValues(), images: [...images], files: [...files] });
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      started &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!started) return;
    // Closing the tab or reloading: the browser asks in its own words.
    const holdBack = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', holdBack);
    return () => window.removeEventListener('beforeunload', holdBack);
  }, [started]);

  const resume = () => {
    if (!offered) return;
    form.reset({ ...emptyValues, ...offered.values } as Values);
    setStep(offered.step);
    if (!draftFilesExpired(offered)) uploads?.restore(offered.images, offered.files);
    setOffered(null);
  };
  const discard = () => {
    clearDraft(kind);
    setOffered(null);
  };
  /** The listing went up: its draft has served. */
  const finish = () => clearDraft(kind);

  return { offered, resume, discard, finish, blocker };
}

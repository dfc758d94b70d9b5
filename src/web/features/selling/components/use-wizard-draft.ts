import { useEffect, useRef, useState } from 'react';
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
  /** Stored name → the file's own name, shown instead of the stored one. */
  fileNames: Readonly<Record<string, string>>;
  restore: (images: readonly string[], files: readonly string[], fileNames?: Record<string, string>) => void;
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
 *
 * The newest work is the draft: a found draft stays stored while the wizard is untouched, but once the student
 * types or uploads without answering the offer, what they do now replaces it (the offer still holds the older
 * one for this visit).
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
  const fileNames = uploads?.fileNames ?? {};
  const started =
    step > 1 || images.length + files.length > 0 || JSON.stringify(values) !== JSON.stringify(emptyValues);
  /** When the work in the wizard was first saved (a resumed draft's own start): its files are that old. */
  const startedAt = useRef<number | null>(null);

  // An untouched wizard never overwrites a stored draft.
  useEffect(() => {
    if (userId === undefined || !started) return;
    if (!keep) return clearDraft(kind);
    startedAt.current ??= Date.now();
    saveDraft(kind, {
      userId,
      startedAt: startedAt.current,
      step,
      values: form.getValues(),
      images: [...images],
      files: [...files],
      fileNames: { ...fileNames },
    });
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
    if (draftFilesExpired(offered)) {
      uploads?.restore([], []);
      startedAt.current = null;
    } else {
      uploads?.restore(offered.images, offered.files, offered.fileNames);
      startedAt.current = offered.startedAt;
    }
    setOffered(null);
  };
  /** Drops the offered draft; work done since it was offered stays (and is saved again on the next render). */
  const discard = () => {
    clearDraft(kind);
    setOffered(null);
  };
  /** The listing went up: its draft has served, and the next listing is new work. */
  const finish = () => {
    clearDraft(kind);
    startedAt.current = null;
  };

  return { offered, resume, discard, finish, blocker };
}

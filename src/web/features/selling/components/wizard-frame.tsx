import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { WizardProgress } from './wizard-progress.tsx';

interface WizardFrameProps {
  title: string;
  /** The steps' names, shown in the reader's language. */
  steps: readonly MessageDescriptor[];
  step: number;
  children: ReactNode;
  /** The Back / Next / Submit row. */
  footer: ReactNode;
}

/**
 * The card around a wizard: a back link to the seller dashboard, the progress bar, the current step under
 * its own heading, and the buttons. Moving to another step puts focus on its heading, so keyboard and
 * screen-reader users start reading at the new step (and phones scroll back up to it).
 */
export function WizardFrame({ title, steps, step, children, footer }: WizardFrameProps) {
  const { i18n } = useLingui();
  const stepNames = steps.map((name) => i18n._(name));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    // Not on the first render: opening the wizard leaves focus where the seller is.
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [step]);

  return (
    <Card>
      <CardHeader spacing="loose">
        <Link
          to="/seller-listings"
          className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-primary-700 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to Seller Dashboard</Trans>
        </Link>
        <h1 className="font-bold text-2xl text-slate-900">{title}</h1>
        <WizardProgress steps={stepNames} current={step} />
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-lg text-slate-900 outline-none">
          {stepNames[step - 1]}
        </h2>
        {children}
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-between">
          {footer}
        </div>
      </CardContent>
    </Card>
  );
}

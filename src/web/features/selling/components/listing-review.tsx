import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { isBookCategory } from '../../../../domain/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import type { WizardFormInput } from '../forms.ts';
import type { UploadItem } from './use-file-uploads.ts';

/** `editLabel` names the button for screen readers ("Edit product details"). */
function Section({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" onClick={onEdit} aria-label={editLabel}>
          <Trans>Edit</Trans>
        </Button>
      </div>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
}

const text = (value: unknown) => (value == null ? '' : String(value).trim());

/** Step 6: everything the listing will say, each part with a way back to change it. */
export function ListingReview({
  values,
  files,
  goTo,
}: {
  values: WizardFormInput;
  files: readonly UploadItem[];
  goTo: (step: number) => void;
}) {
  const { t, i18n } = useLingui();
  const uploaded = files.filter((item) => item.status === 'done');
  const price = text(values.price);
  return (
    <div className="flex flex-col gap-4">
      <Section title={t`Product details`} editLabel={t`Edit product details`} onEdit={() => goTo(2)}>
        <dl className="flex flex-col gap-1.5">
          <Row label={t`Title`} value={text(values.title)} />
          <Row label={t`Category`} value={categoryName(i18n, text(values.category))} />
          <Row label={t`Condition`} value={conditionName(i18n, text(values.condition))} />
          <Row label={t`Quantity`} value={text(values.quantity) || '1'} />
          <Row
            label={t`Description`}
            value={<span className="whitespace-pre-line">{text(values.description)}</span>}
          />
          {isBookCategory(text(values.category)) && (
            <>
              <Row label={t`ISBN`} value={text(values.isbn)} />
              <Row label={t`Author(s)`} value={text(values.authors)} />
              <Row label={t`Edition`} value={text(values.edition)} />
              <Row label={t`Publisher`} value={text(values.publisher)} />
              <Row label={t`Year of publication`} value={text(values.publicationYear)} />
              <Row
                label={t`Used for`}
                value={[text(values.course), text(values.semester)].filter(Boolean).join(', ')}
              />
            </>
          )}
        </dl>
      </Section>
      <Section title={t`Price`} editLabel={t`Edit price`} onEdit={() => goTo(3)}>
        {price ? (
          <Price price={price} originalPrice={text(values.originalPrice) || null} showSaving />
        ) : (
          <p className="text-slate-600 text-sm">
            <Trans>No price yet</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Files`} editLabel={t`Edit files`} onEdit={() => goTo(4)}>
        {uploaded.length === 0 ? (
          <p className="text-slate-600 text-sm">
            <Trans>No files uploaded</Trans>
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {uploaded.map((item) => (
              <li key={item.id} className="flex w-20 flex-col items-center gap-1 text-center text-xs">
                {item.previewUrl ? (
                  <img
                    src={item.previewUrl}
                    alt=""
                    width={80}
                    height={80}
                    className="size-20 rounded-md object-cover"
                  />
                ) : (
                  <span className="flex size-20 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                    <FileText aria-hidden="true" className="size-8" />
                  </span>
                )}
                <span className="w-full truncate text-slate-700" title={item.fileName}>
                  {item.fileName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t`Pickup`} editLabel={t`Edit pickup`} onEdit={() => goTo(5)}>
        <dl className="flex flex-col gap-1.5">
          <Row label={t`Institute`} value={text(values.institute)} />
          <Row label={t`Address`} value={text(values.pickupAddress)} />
          <Row label={t`City`} value={text(values.pickupCity)} />
          <Row label={t`State`} value={text(values.pickupState)} />
          <Row label={t`Pincode`} value={text(values.pickupPincode)} />
        </dl>
      </Section>
    </div>
  );
}

import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import type { WizardFormInput } from '../forms.ts';
import type { UploadItem } from './use-file-uploads.ts';

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <Button variant="ghost" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
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
  const uploaded = files.filter((item) => item.status === 'done');
  const price = text(values.price);
  return (
    <div className="flex flex-col gap-4">
      <Section title="Product details" onEdit={() => goTo(2)}>
        <dl className="flex flex-col gap-1.5">
          <Row label="Title" value={text(values.title)} />
          <Row label="Category" value={text(values.category)} />
          <Row label="Condition" value={text(values.condition)} />
          <Row label="Quantity" value={text(values.quantity) || '1'} />
          <Row
            label="Description"
            value={<span className="whitespace-pre-line">{text(values.description)}</span>}
          />
        </dl>
      </Section>
      <Section title="Price" onEdit={() => goTo(3)}>
        {price ? (
          <Price price={price} originalPrice={text(values.originalPrice) || null} showSaving />
        ) : (
          <p className="text-slate-600 text-sm">No price yet</p>
        )}
      </Section>
      <Section title="Files" onEdit={() => goTo(4)}>
        {uploaded.length === 0 ? (
          <p className="text-slate-600 text-sm">No files uploaded</p>
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
      <Section title="Pickup" onEdit={() => goTo(5)}>
        <dl className="flex flex-col gap-1.5">
          <Row label="Institute" value={text(values.institute)} />
          <Row label="Address" value={text(values.pickupAddress)} />
          <Row label="City" value={text(values.pickupCity)} />
          <Row label="State" value={text(values.pickupState)} />
          <Row label="Pincode" value={text(values.pickupPincode)} />
        </dl>
      </Section>
    </div>
  );
}

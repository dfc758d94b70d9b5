import { useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';

const linkClasses = buttonVariants({ variant: 'outline', size: 'icon-sm' });

/** Call (tel:) and mail (mailto:) links for a person; each is left out when the detail is missing. */
export function ContactLinks({
  name,
  phone,
  email,
}: {
  name: string;
  phone?: string | null;
  email?: string | null;
}) {
  const { t } = useLingui();
  if (!phone && !email) return null;
  return (
    <span className="inline-flex gap-1.5">
      {phone && (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t`Call ${name}`} className={linkClasses}>
          <Phone aria-hidden="true" className="size-4" />
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} aria-label={t`Email ${name}`} className={linkClasses}>
          <Mail aria-hidden="true" className="size-4" />
        </a>
      )}
    </span>
  );
}

/** A person's name with their e-mail and phone under it, and the call and mail links. */
export function PersonDetails({
  name,
  detail,
  phone,
  email,
}: {
  name: string;
  /** A second line such as the username or 'User #12'. */
  detail?: string;
  phone?: string | null;
  email?: string | null;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="font-medium text-slate-900">{name}</span>
      {detail && <span className="text-slate-600 text-xs">{detail}</span>}
      {email && <span className="break-all text-slate-600 text-xs">{email}</span>}
      {phone && <span className="text-slate-600 text-xs tabular-nums">{phone}</span>}
      <ContactLinks name={name} phone={phone} email={email} />
    </div>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config.ts';

// About and Fees & Commissions are sections of the terms page (spec, section 2).
const links = [
  { to: '/terms#about', label: msg`About` },
  { to: '/terms#fees', label: msg`Fees & Commissions` },
  { to: '/terms', label: msg`Terms & Conditions` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
  { to: '/disclaimer', label: msg`Disclaimer` },
];

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 text-slate-700 md:min-h-9 text-sm hover:text-primary-800 hover:underline';

export function Footer() {
  const { i18n } = useLingui();
  const { data: siteConfig } = useSiteConfig();

  return (
    // Below the screen on every page: rendered when it scrolls near (content-visibility), not while loading.
    <footer className="border-t bg-white [contain-intrinsic-size:auto_36rem] [content-visibility:auto] print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="font-bold text-primary-800">PassItOn</p>
          <p className="mt-2 text-slate-600 text-sm">
            <Trans>Students passing their books and notes on to the next batch.</Trans>
          </p>
        </div>
        <nav aria-label={i18n._(msg`Footer`)}>
          <h2 className="font-semibold text-slate-900 text-sm">
            <Trans>Information</Trans>
          </h2>
          <ul className="mt-1">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClasses}>
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {siteConfig && (
          <div>
            <h2 className="font-semibold text-slate-900 text-sm">
              <Trans>Contact us</Trans>
            </h2>
            <ul className="mt-1">
              <li>
                <a href={`mailto:${siteConfig.contactEmail}`} className={linkClasses}>
                  <Mail aria-hidden="true" className="size-4" />
                  {siteConfig.contactEmail}
                </a>
              </li>
              <li>
                <a href={`tel:${siteConfig.contactPhone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
                  <Phone aria-hidden="true" className="size-4" />
                  {siteConfig.contactPhone}
                </a>
              </li>
            </ul>
          </div>
        )}
      </div>
      <p className="border-t px-4 py-4 text-center text-slate-600 text-xs">
        © {new Date().getFullYear()} PassItOn
      </p>
    </footer>
  );
}

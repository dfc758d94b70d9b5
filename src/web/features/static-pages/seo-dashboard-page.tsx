import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import { absoluteUrl, type PageMeta, pageTitle } from '../../../domain/seo.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { browsePageMeta, homePageMeta } from '../../lib/catalogue-meta.ts';
import { useSeoReport } from './api/get-seo-report.ts';
import { lengthAdvice, productJsonLdProblems } from './seo-checks.ts';
import { disclaimerPageMeta, privacyPolicyPageMeta, termsPageMeta } from './static-page-meta.ts';

interface PageRow {
  path: string;
  title: string | null;
  description: string | null;
  canonical: string | null;
  source: string;
}

/** The app's own pages: the same PageMeta entries those pages render. */
function appPages(origin: string): PageRow[] {
  const metas: [string, PageMeta][] = [
    ['/', homePageMeta(origin)],
    ['/browse', browsePageMeta('')],
    ['/terms', termsPageMeta()],
    ['/privacy-policy', privacyPolicyPageMeta()],
    ['/disclaimer', disclaimerPageMeta()],
  ];
  return metas.map(([path, meta]) => ({
    path,
    title: meta.title,
    description: meta.description,
    canonical: absoluteUrl(origin, meta.canonicalPath),
    source: 'Set by the page',
  }));
}

function Check({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span
      className={
        ok
          ? 'inline-flex items-center gap-1 text-status-green'
          : 'inline-flex items-center gap-1 text-status-orange'
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </span>
  );
}

function PageCard({ page }: { page: PageRow }) {
  const advice = [lengthAdvice('title', page.title), lengthAdvice('description', page.description)].filter(
    (item): item is string => item !== null,
  );
  return (
    <Card className="flex flex-col gap-2 p-4" role="article" aria-label={page.path}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono font-semibold text-slate-900 text-sm">{page.path}</h3>
        <Badge tone="neutral">{page.source}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-slate-600">Title</dt>
        <dd className="text-slate-900">{page.title ?? '—'}</dd>
        <dt className="text-slate-600">Description</dt>
        <dd className="text-slate-700">{page.description ?? '—'}</dd>
        <dt className="text-slate-600">Canonical</dt>
        <dd className="break-all font-mono text-slate-700 text-xs">{page.canonical ?? '—'}</dd>
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        {advice.length === 0 ? (
          <Check ok>Title and description lengths look right</Check>
        ) : (
          advice.map((item) => (
            <Check key={item} ok={false}>
              {item}
            </Check>
          ))
        )}
        <Check ok={Boolean(page.canonical)}>
          {page.canonical ? 'Canonical link set' : 'No canonical link'}
        </Check>
      </div>
    </Card>
  );
}

/** /seo-dashboard: titles, descriptions and canonical links of the public pages, the sitemap and the product JSON-LD. */
export function SeoDashboardPage() {
  const report = useSeoReport();
  const origin = window.location.origin;
  const product = report.data?.product;
  const jsonLdProblems = product
    ? [
        ...product.head.jsonLdErrors,
        ...(product.head.jsonLd.length === 0
          ? ['No JSON-LD on the page']
          : productJsonLdProblems(
              product.head.jsonLd.find((block) => (block as { '@type'?: unknown })['@type'] === 'Product') ??
                product.head.jsonLd[0],
            )),
      ]
    : [];

  return (
    <section aria-labelledby="seo-heading" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{pageTitle('SEO Dashboard')}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="seo-heading" className="font-bold text-2xl text-slate-900">
            SEO Dashboard
          </h1>
          <p className="text-slate-600 text-sm">
            What search engines and link previews receive from PassItOn.
          </p>
        </div>
        <Button variant="outline" loading={report.isFetching} onClick={() => report.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Check again
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Card className="p-4" role="group" aria-label="Sitemap">
          <h2 className="font-medium text-slate-600 text-sm">Sitemap</h2>
          {report.isPending ? (
            <Skeleton className="mt-2 h-8 w-32" />
          ) : report.data?.sitemap ? (
            <>
              <p className="font-bold text-2xl text-slate-900 tabular-nums">
                {report.data.sitemap.count.toLocaleString('en-IN')}
              </p>
              <p className="text-slate-600 text-sm">
                {report.data.sitemap.kind === 'urlset'
                  ? 'URLs in /sitemap.xml'
                  : 'sitemap files in the sitemap index'}
              </p>
            </>
          ) : (
            <Check ok={false}>
              {report.isError ? errorMessage(report.error) : '/sitemap.xml could not be read'}
            </Check>
          )}
        </Card>
        <Card className="p-4" role="group" aria-label="Product structured data">
          <h2 className="font-medium text-slate-600 text-sm">Product structured data (JSON-LD)</h2>
          {report.isPending ? (
            <Skeleton className="mt-2 h-8 w-32" />
          ) : !product ? (
            <p className="mt-1 text-slate-600 text-sm">No listing to check yet.</p>
          ) : jsonLdProblems.length === 0 ? (
            <p className="mt-1">
              <Check ok>Valid: Product with name, price in INR and availability</Check>
            </p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {jsonLdProblems.map((problem) => (
                <li key={problem}>
                  <Check ok={false}>{problem}</Check>
                </li>
              ))}
            </ul>
          )}
          {product && <p className="mt-1 text-slate-600 text-xs">Checked on {product.path}</p>}
        </Card>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="font-semibold text-lg text-slate-900">Public pages</h2>
        {appPages(origin).map((page) => (
          <PageCard key={page.path} page={page} />
        ))}
        {product && (
          <PageCard
            page={{
              path: product.path,
              title: product.head.title,
              description: product.head.description,
              canonical: product.head.canonical,
              source: 'Server-rendered HTML',
            }}
          />
        )}
      </div>
    </section>
  );
}

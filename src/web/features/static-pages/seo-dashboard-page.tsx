import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
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

/**
 * The app's own pages: the same PageMeta entries those pages render, in English as crawlers get them (the
 * reader's language only labels where they come from).
 */
function appPages(origin: string, i18n: I18n): PageRow[] {
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
    source: i18n._(msg`Set by the page`),
  }));
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
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
  const { i18n } = useLingui();
  const advice = [
    lengthAdvice('title', page.title, i18n),
    lengthAdvice('description', page.description, i18n),
  ].filter((item): item is string => item !== null);
  return (
    <Card className="flex flex-col gap-2 p-4" role="article" aria-label={page.path}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono font-semibold text-slate-900 text-sm">{page.path}</h3>
        <Badge tone="neutral">{page.source}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-slate-600">
          <Trans>Title</Trans>
        </dt>
        <dd className="text-slate-900">{page.title ?? '—'}</dd>
        <dt className="text-slate-600">
          <Trans>Description</Trans>
        </dt>
        <dd className="text-slate-700">{page.description ?? '—'}</dd>
        <dt className="text-slate-600">
          <Trans>Canonical</Trans>
        </dt>
        <dd className="break-all font-mono text-slate-700 text-xs">{page.canonical ?? '—'}</dd>
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        {advice.length === 0 ? (
          <Check ok>
            <Trans>Title and description lengths look right</Trans>
          </Check>
        ) : (
          advice.map((item) => (
            <Check key={item} ok={false}>
              {item}
            </Check>
          ))
        )}
        <Check ok={Boolean(page.canonical)}>
          {page.canonical ? <Trans>Canonical link set</Trans> : <Trans>No canonical link</Trans>}
        </Check>
      </div>
    </Card>
  );
}

/** /seo-dashboard: titles, descriptions and canonical links of the public pages, the sitemap and the product JSON-LD. */
export function SeoDashboardPage() {
  const { i18n, t } = useLingui();
  const report = useSeoReport();
  const origin = window.location.origin;
  const product = report.data?.product;
  const productPath = product?.path;
  const jsonLdProblems = product
    ? [
        ...product.head.jsonLdErrors.map((parserMessage) => t`JSON-LD is not valid JSON: ${parserMessage}`),
        ...(product.head.jsonLd.length === 0
          ? [t`No JSON-LD on the page`]
          : productJsonLdProblems(
              product.head.jsonLd.find((block) => (block as { '@type'?: unknown })['@type'] === 'Product') ??
                product.head.jsonLd[0],
              i18n,
            )),
      ]
    : [];

  return (
    <section aria-labelledby="seo-heading" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{pageTitle(t`SEO Dashboard`)}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="seo-heading" className="font-bold text-2xl text-slate-900">
            <Trans>SEO Dashboard</Trans>
          </h1>
          <p className="text-slate-600 text-sm">
            <Trans>What search engines and link previews receive from PassItOn.</Trans>
          </p>
        </div>
        <Button variant="outline" loading={report.isFetching} onClick={() => report.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Check again</Trans>
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Card className="p-4" role="group" aria-label={t`Sitemap`}>
          <h2 className="font-medium text-slate-600 text-sm">
            <Trans>Sitemap</Trans>
          </h2>
          {report.isPending ? (
            <Skeleton className="mt-2 h-8 w-32" />
          ) : report.data?.sitemap ? (
            <>
              <p className="font-bold text-2xl text-slate-900 tabular-nums">
                {report.data.sitemap.count.toLocaleString('en-IN')}
              </p>
              <p className="text-slate-600 text-sm">
                {report.data.sitemap.kind === 'urlset' ? (
                  <Trans>URLs in /sitemap.xml</Trans>
                ) : (
                  <Trans>sitemap files in the sitemap index</Trans>
                )}
              </p>
            </>
          ) : (
            <Check ok={false}>
              {report.isError ? errorMessage(report.error) : <Trans>/sitemap.xml could not be read</Trans>}
            </Check>
          )}
        </Card>
        <Card className="p-4" role="group" aria-label={t`Product structured data`}>
          <h2 className="font-medium text-slate-600 text-sm">
            <Trans>Product structured data (JSON-LD)</Trans>
          </h2>
          {report.isPending ? (
            <Skeleton className="mt-2 h-8 w-32" />
          ) : !product ? (
            <p className="mt-1 text-slate-600 text-sm">
              <Trans>No listing to check yet.</Trans>
            </p>
          ) : jsonLdProblems.length === 0 ? (
            <p className="mt-1">
              <Check ok>
                <Trans>Valid: Product with name, price in INR and availability</Trans>
              </Check>
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
          {productPath && (
            <p className="mt-1 text-slate-600 text-xs">
              <Trans>Checked on {productPath}</Trans>
            </p>
          )}
        </Card>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="font-semibold text-lg text-slate-900">
          <Trans>Public pages</Trans>
        </h2>
        {appPages(origin, i18n).map((page) => (
          <PageCard key={page.path} page={page} />
        ))}
        {product && (
          <PageCard
            page={{
              path: product.path,
              title: product.head.title,
              description: product.head.description,
              canonical: product.head.canonical,
              source: t`Server-rendered HTML`,
            }}
          />
        )}
      </div>
    </section>
  );
}

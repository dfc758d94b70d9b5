import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Eraser, Play } from 'lucide-react';
import { useState } from 'react';
import { CONSOLE_QUICK_QUERIES, CONSOLE_ROW_LIMIT } from '../../../../domain/contracts/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useExecuteQuery } from '../api/execute-query.ts';

/** The quick queries' names (the queries themselves stay as SQL); a name not listed here is shown as it is. */
const QUICK_QUERY_LABELS: Record<string, MessageDescriptor> = {
  'All Users': msg`All Users`,
  'Admin Users': msg`Admin Users`,
  'Recent Products': msg`Recent Products`,
  'Recent Orders': msg`Recent Orders`,
  'User Statistics': msg`User Statistics`,
  'Revenue Summary': msg`Revenue Summary`,
};

function quickQueryLabel(i18n: I18n, label: string): string {
  const message = QUICK_QUERY_LABELS[label];
  return message ? i18n._(message) : label;
}

/** '12 rows', or '500 rows — only the first 500 rows are shown' when the answer was cut. */
function ResultCount({ rows, truncated, limit }: { rows: number; truncated: boolean; limit: number }) {
  const { t } = useLingui();
  const count = t`${plural(rows, { one: '# row', other: '# rows' })}`;
  return truncated ? t`${count} — only the first ${limit} rows are shown` : count;
}

/**
 * SQL Query: one read-only statement at a time (SELECT, WITH or EXPLAIN), at most 500 rows, shown as formatted
 * JSON. The server decides what may run; this screen only sends the text and shows the answer.
 */
export function SqlQueryTab() {
  const [query, setQuery] = useState('');
  const execute = useExecuteQuery();
  const { i18n, t } = useLingui();
  const blank = query.trim() === '';
  const failure = execute.error
    ? (refusalMessage(execute.error, i18n) ?? t`Failed to execute query`)
    : undefined;
  const rowLimit = CONSOLE_ROW_LIMIT;

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle size="md">
            <Trans>SQL query</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Read-only: a single SELECT, WITH or EXPLAIN statement, at most {rowLimit} rows. Password hashes
              and sessions cannot be read, and every query is written to the audit log.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">
              <Trans>Quick queries</Trans>
            </legend>
            {CONSOLE_QUICK_QUERIES.map((quick) => (
              <Button
                key={quick.label}
                variant="outline"
                size="sm"
                onClick={() => {
                  setQuery(quick.query);
                  execute.reset();
                }}
              >
                {quickQueryLabel(i18n, quick.label)}
              </Button>
            ))}
          </fieldset>
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!blank) execute.mutate(query);
            }}
          >
            <Textarea
              label={t`Query`}
              rows={8}
              value={query}
              spellCheck={false}
              placeholder="SELECT id, username, email FROM users ORDER BY id LIMIT 10;"
              textSize="sm"
              className="font-mono"
              onChange={(event) => setQuery(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={blank} loading={execute.isPending}>
                <Play aria-hidden="true" className="size-4" />
                <Trans>Execute</Trans>
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setQuery('');
                  execute.reset();
                }}
              >
                <Eraser aria-hidden="true" className="size-4" />
                <Trans>Clear</Trans>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {failure && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">{failure}</span>
        </div>
      )}
      {execute.data && (
        <Card>
          <CardHeader>
            <CardTitle size="md">
              <Trans>Result</Trans>
            </CardTitle>
            <CardDescription>
              <ResultCount
                rows={execute.data.rowCount}
                truncated={execute.data.truncated}
                limit={execute.data.rowLimit}
              />
            </CardDescription>
          </CardHeader>
          <CardContent>
            <pre className="max-h-[60vh] overflow-auto rounded-lg bg-slate-950 p-4 font-mono text-slate-100 text-xs">
              {JSON.stringify(execute.data.rows, null, 2)}
            </pre>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

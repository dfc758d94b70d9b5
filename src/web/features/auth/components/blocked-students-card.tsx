import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useBlocks, useSetBlock } from '../../../lib/moderation/blocks.ts';

/**
 * The students the account blocked, each with Unblock (docs/decisions/084-blocks.md). Blocking is done where the
 * student is met: their profile, or the report menu.
 */
export function BlockedStudentsCard() {
  const { t } = useLingui();
  const blocks = useBlocks();
  const setBlock = useSetBlock();
  return (
    <Card role="region" aria-labelledby="blocked-heading">
      <CardHeader>
        <CardTitle id="blocked-heading">
          <Trans>Blocked students</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            They cannot message you or order from you, and you do not see their listings. Orders already
            placed can still be finished.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.data && blocks.data.length > 0 ? (
          <ul className="flex flex-col divide-y">
            {blocks.data.map((blocked) => {
              const name = blocked.name;
              return (
                <li key={blocked.userId} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 break-words text-slate-800">{name}</span>
                  <Button
                    variant="outline"
                    aria-label={t`Unblock ${name}`}
                    loading={setBlock.isPending && setBlock.variables?.userId === blocked.userId}
                    onClick={() => setBlock.mutate({ userId: blocked.userId, block: false })}
                  >
                    <Trans>Unblock</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-slate-600 text-sm">
            <Trans>You have not blocked anyone.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

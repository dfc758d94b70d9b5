import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMailPreferences, useUpdateMailPreference } from '../api/mail-preferences.ts';
import { mailKindText } from '../mail-kinds.ts';

/** The optional e-mails, each on or off; password and verification e-mails are always sent. */
export function MailPreferencesCard() {
  const { i18n } = useLingui();
  const preferences = useMailPreferences();
  const update = useUpdateMailPreference();

  return (
    <Card role="region" aria-labelledby="mail-preferences-heading">
      <CardHeader>
        <CardTitle id="mail-preferences-heading">
          <Trans>E-mails</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Choose what we e-mail you about. Password and address e-mails are always sent.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-5 w-64 max-w-full" />
        ) : preferences.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-slate-700 text-sm">
            <p>
              <Trans>Your e-mail settings could not be loaded.</Trans>
            </p>
            <Button variant="outline" onClick={() => preferences.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col">
            {preferences.data.preferences.map((preference) => {
              const { label, description } = mailKindText(i18n, preference);
              return (
                <Checkbox
                  key={preference.kind}
                  checked={preference.enabled}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate({ kind: preference.kind, enabled: event.target.checked })
                  }
                  label={
                    <>
                      <span className="font-medium">{label}</span>
                      <span className="block text-slate-600">{description}</span>
                    </>
                  }
                />
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

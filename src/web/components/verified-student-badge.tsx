import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

/**
 * This student verified a college e-mail address (docs/decisions/028-password-reset-and-email-verification.md). The
 * words carry the meaning; the icon and colour only repeat it.
 */
export function VerifiedStudentBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <Badge tone="primary" title={t`This student verified a college e-mail address`} className={className}>
      <GraduationCap aria-hidden="true" className="size-3.5" />
      <Trans>Verified student</Trans>
    </Badge>
  );
}

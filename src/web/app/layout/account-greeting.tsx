import { Trans } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { User } from '../../../domain/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';

/** "Hi, priya ⌄": the account menu's button, and what stands in its place while the menu's code loads. */
export function AccountGreeting({ user, ...props }: { user: User } & ComponentProps<typeof Button>) {
  // The name goes in as an element: Lingui renders it as a node of its own, so it is never parsed as a message.
  const username = <>{user.username}</>;
  return (
    <Button variant="ghost" data-tour="profile" {...props}>
      <Trans>Hi, {username}</Trans>
      <ChevronDown aria-hidden="true" className="size-4" />
    </Button>
  );
}

import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1', className)}
      {...props}
    />
  );
}

interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** On a phone each tab is as wide as its name and the list scrolls; from sm the tabs share the row. */
  scrollOnPhone?: boolean;
  /** Less padding on a phone, so a few more tabs fit a 360 px screen. */
  compact?: boolean;
}

export function TabsTrigger({
  scrollOnPhone = false,
  compact = false,
  className,
  ...props
}: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-11 whitespace-nowrap rounded-md font-medium text-slate-600 text-sm hover:text-slate-900',
        scrollOnPhone ? 'flex-none sm:flex-1' : 'flex-1',
        compact ? 'px-2 sm:px-3' : 'px-3',
        // The selected tab is marked by a white raised surface and bold text, not by colour alone.
        'data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-primary-800 data-[state=active]:shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...props} />;
}

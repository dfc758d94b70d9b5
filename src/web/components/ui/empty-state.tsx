import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** The one next step, usually a Button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      {description && <p className="max-w-sm text-slate-600 text-sm">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

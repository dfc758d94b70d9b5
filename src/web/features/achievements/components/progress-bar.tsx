import { cn } from '../../../lib/cn.ts';

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What is progressing, for screen readers ("Progress towards Rising Seller"). */
  label: string;
  tone?: 'primary' | 'accent' | 'success';
  className?: string;
}

const tones = {
  primary: 'bg-primary-700',
  accent: 'bg-accent-500',
  success: 'bg-status-green',
};

/** A bar that fills from the left; announced as a progressbar with its percentage. */
export function ProgressBar({ value, label, tone = 'primary', className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full', tones[tone])} style={{ width: `${percent}%` }} />
    </div>
  );
}

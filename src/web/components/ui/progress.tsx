import { cn } from '../../lib/cn.ts';

interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** What is progressing, for screen readers ("Upload of cover.jpg", "Progress towards Rising Seller"). */
  label: string;
  tone?: 'primary' | 'accent' | 'success' | 'danger';
  className?: string;
}

const tones = {
  primary: 'bg-primary-700',
  accent: 'bg-accent-500',
  success: 'bg-status-green',
  danger: 'bg-status-red',
};

/** A thin bar that fills from the left (wizard steps, uploads, levels); announced as a progressbar. */
export function Progress({ value, label, tone = 'primary', className }: ProgressProps) {
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
      <div
        className={cn('h-full rounded-full transition-[width] duration-300 ease-out', tones[tone])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border bg-white shadow-soft', className)} {...props} />;
}

/** `spacing="loose"` for a header with more than a title and a line under it (the wizard's steps). */
export function CardHeader({
  spacing = 'tight',
  className,
  ...props
}: ComponentProps<'div'> & { spacing?: 'tight' | 'loose' }) {
  return (
    <div
      className={cn('flex flex-col p-4 sm:p-6', spacing === 'tight' ? 'gap-1' : 'gap-3', className)}
      {...props}
    />
  );
}

/** `size="md"` for the smaller cards of a dashboard. */
export function CardTitle({
  size = 'lg',
  className,
  ...props
}: ComponentProps<'h2'> & { size?: 'md' | 'lg' }) {
  return (
    <h2
      className={cn('font-semibold text-slate-900', size === 'lg' ? 'text-lg' : 'text-base', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-slate-600 text-sm', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

/** A card with a heading and its content, a region named by its heading: the sections of the order and sale pages. */
export function TitledCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-lg border bg-white shadow-soft', className)}>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </section>
  );
}

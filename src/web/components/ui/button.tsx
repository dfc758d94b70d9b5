import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

// A caller picks a variant, size, tone and shape instead of overriding these classes: `cn` only joins class names,
// and two classes that set the same thing leave the winner to Tailwind's order (docs/decisions/007-look-and-accessibility.md).
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary-800 text-white hover:bg-primary-900',
        secondary: 'bg-accent-500 text-slate-900 hover:bg-accent-400',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        // The outline look on a see-through white, for buttons laid over a photo.
        floating: 'border border-slate-300 bg-white/90 text-slate-900 hover:bg-slate-50',
        // Its colours come from the tone (below).
        ghost: '',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
      },
      // Every size but the admin's dense table sizes (sm, icon-sm) is at least 44 px tall: these are thumbs on phones.
      size: {
        md: 'min-h-11 px-4 text-sm',
        lg: 'min-h-12 px-6 text-base',
        sm: 'min-h-9 px-3 text-sm',
        icon: 'size-11',
        'icon-sm': 'size-9 sm:size-11',
        // A page number: at least 44 px square, wider as the number grows.
        square: 'min-h-11 min-w-11 px-2 text-sm',
      },
      // A ghost button's colours; the other variants have their own.
      tone: { neutral: '', primary: '', danger: '', muted: '' },
      shape: { rounded: 'rounded-lg', round: 'rounded-full' },
    },
    compoundVariants: [
      {
        variant: 'ghost',
        tone: 'neutral',
        className: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      },
      {
        variant: 'ghost',
        tone: 'primary',
        className: 'text-primary-800 hover:bg-slate-100 hover:text-slate-900',
      },
      { variant: 'ghost', tone: 'danger', className: 'text-status-red hover:bg-slate-100' },
      // Something that cannot be pressed right now (the first page's Previous): no hover.
      { variant: 'ghost', tone: 'muted', className: 'text-slate-500' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', tone: 'neutral', shape: 'rounded' },
  },
);

interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the single child (a Link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner and blocks further presses while an action runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  tone,
  shape,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, tone, shape }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

interface GalleryStepProps {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}

/** A round previous/next button over the middle of a photo's edge. */
export function GalleryStep({ direction, disabled, onClick }: GalleryStepProps) {
  const { t } = useLingui();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Button
      variant="floating"
      size="icon"
      shape="round"
      aria-label={direction === 'previous' ? t`Previous image` : t`Next image`}
      disabled={disabled}
      onClick={onClick}
      className={cn('absolute top-1/2 -translate-y-1/2', direction === 'previous' ? 'left-2' : 'right-2')}
    >
      <Icon aria-hidden="true" className="size-6" />
    </Button>
  );
}

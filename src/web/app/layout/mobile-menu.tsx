import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { loadCode } from '../../lib/load-code.ts';
import type { MobileMenuSheetProps } from './mobile-menu-sheet.tsx';

const loadSheet = () => import('./mobile-menu-sheet.tsx');
// The sheet (Radix Dialog) is downloaded when the menu is first reached for, not with the first page.
const MobileMenuSheet = lazy(() =>
  loadCode(loadSheet).then((module) => ({ default: module.MobileMenuSheet })),
);

type MobileMenuProps = Omit<MobileMenuSheetProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & {
  className?: string;
};

export function MobileMenu({ className, ...sheetProps }: MobileMenuProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={i18n._(msg`Open menu`)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        // Start the download on touch-down; the click follows a moment later.
        onPointerDown={loadSheet}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} {...sheetProps} />
        </Suspense>
      )}
    </>
  );
}

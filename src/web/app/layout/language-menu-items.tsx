import { Trans } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { HTML_LANG, LANGUAGES, type Language } from '../../../domain/languages.ts';
import { DropdownMenuSeparator } from '../../components/ui/dropdown-menu.tsx';
import { OWN_NAME, useLanguageSwitch } from './language-switch.tsx';

/** The account menu's choice of language: one checked item per language, each in its own script. */
export function LanguageMenuItems() {
  const { current, switchTo } = useLanguageSwitch();
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuPrimitive.Label className="px-3 pt-1 font-medium text-slate-600 text-xs">
        <Trans>Language</Trans>
      </DropdownMenuPrimitive.Label>
      <DropdownMenuPrimitive.RadioGroup
        value={current}
        onValueChange={(language) => switchTo(language as Language)}
      >
        {LANGUAGES.map((language) => (
          <DropdownMenuPrimitive.RadioItem
            key={language}
            value={language}
            lang={HTML_LANG[language]}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-slate-800 text-sm outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
          >
            <span className="flex size-5 items-center justify-center">
              <DropdownMenuPrimitive.ItemIndicator>
                <Check aria-hidden="true" className="size-4 text-primary-800" />
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            {OWN_NAME[language]}
          </DropdownMenuPrimitive.RadioItem>
        ))}
      </DropdownMenuPrimitive.RadioGroup>
    </>
  );
}

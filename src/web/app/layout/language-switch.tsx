import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { HTML_LANG, isLanguage, type Language } from '../../../domain/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { activate, loadMessages } from '../../lib/i18n/i18n.ts';
import { rememberLanguage, saveAccountLanguage } from '../../lib/i18n/language-choice.ts';
import { userQueryOptions } from '../../lib/session/get-user.ts';

/** Each language by its own name, as its readers look for it. */
export const OWN_NAME: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The other language and a way to switch to it: its catalogue is loaded, the page re-renders in it at once, and
 * the choice is remembered for the pages the server renders (docs/decisions/070-languages.md) and, for a
 * signed-in student, by their account, for e-mail (docs/decisions/072-e-mail-languages.md).
 */
export function useLanguageSwitch() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const current: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const other: Language = current === 'en' ? 'hi' : 'en';
  async function switchTo(language: Language) {
    if (language === current) return;
    setSwitching(true);
    try {
      activate(i18n, language, await loadMessages(language));
      rememberLanguage(language);
      if (queryClient.getQueryData(userQueryOptions.queryKey)) {
        // The account keeps it for e-mail. Not waited for, and a failure leaves this browser's choice as it is:
        // only e-mail stays in the earlier language, until the next switch.
        saveAccountLanguage(language).then(
          (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
          () => {},
        );
      }
    } finally {
      setSwitching(false);
    }
  }
  return {
    current,
    other,
    name: OWN_NAME[other],
    lang: HTML_LANG[other],
    switching,
    switchTo,
    switchLanguage: () => switchTo(other),
  };
}

/** The header's switch: named in the language it switches to ("हिन्दी" on an English page), and read so. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { name, lang, switching, switchLanguage } = useLanguageSwitch();
  return (
    <Button variant="ghost" lang={lang} className={className} loading={switching} onClick={switchLanguage}>
      <Languages aria-hidden="true" className="size-5" />
      {/* Like Tour's: the word hides (still named for screen readers) where the header's one row is full. */}
      <span className="lg:max-2xl:sr-only">{name}</span>
    </Button>
  );
}

import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { sharedEnglishI18n } from './i18n.ts';

/**
 * The page's translator, for the small pieces (a price, a rating, a quantity) that are also rendered on their own,
 * outside the app's providers: there they speak English, as the app does before it knows the reader's language.
 */
export function useTranslator(): I18n {
  const context = useContext(LinguiContext);
  return context ? context.i18n : sharedEnglishI18n();
}

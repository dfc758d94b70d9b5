import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import type { User } from '../../domain/contracts/auth.ts';
import { createI18n, loadMessages } from '../lib/i18n/i18n.ts';
import { renderApp, renderWithProviders } from './render.tsx';

/** A translator with the Hindi catalogue loaded, as the browser's has after the switch. */
export async function hindiI18n(): Promise<I18n> {
  return createI18n('hi', await loadMessages('hi'));
}

/** renderWithProviders (render.tsx) for a reader who chose Hindi. */
export async function renderInHindi(ui: ReactNode, options: { user?: User | null } = {}) {
  return renderWithProviders(ui, { ...options, i18n: await hindiI18n() });
}

/** renderApp (render.tsx) for a reader who chose Hindi: the whole app in Hindi, opened at `path`. */
export async function renderAppInHindi(path: string, options: { user?: User | null } = {}) {
  return renderApp(path, { ...options, i18n: await hindiI18n() });
}

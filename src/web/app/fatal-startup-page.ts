import type { Language } from '../../domain/languages.ts';
import { pageLanguage } from '../lib/i18n/language-choice.ts';
import { reloadPage } from '../lib/reload.ts';

// Written here in both languages rather than in the catalogues: this page shows when the app could not start,
// and the Hindi catalogue may well be what failed to load.
const ERROR_SENTENCE: Record<Language, string> = {
  en: 'There was an error loading the application',
  hi: 'ऐप खुलते समय कोई गड़बड़ हो गई',
};
const RELOAD_PAGE: Record<Language, string> = { en: 'Reload Page', hi: 'पेज फिर से लोड करें' };

/**
 * The last resort when the app cannot even render (spec, section 2): a plain page with the product name, the
 * spec's sentence and a Reload Page button, in the page's language. Plain DOM with inline styles, since React and the stylesheet may be
 * what failed; the button's listener is attached here because the CSP forbids inline handlers.
 */
export function showFatalStartupPage(container: HTMLElement, error: unknown): void {
  console.error('PassItOn could not start', error);
  const language = pageLanguage();

  const page = element('main', {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '16px',
    background: '#f8fafc',
    color: '#0f172a',
    font: '16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  const panel = element('div', {
    maxWidth: '28rem',
    padding: '24px',
    textAlign: 'center',
    background: '#fff',
    border: '1px solid #e2e8f0',
    borderRadius: '12px',
  });
  const name = element('h1', { margin: '0', fontSize: '28px', color: '#3730a3' }, 'PassItOn');
  const message = element('p', { margin: '12px 0 20px' }, ERROR_SENTENCE[language]);
  const reload = element(
    'button',
    {
      minHeight: '44px',
      padding: '8px 20px',
      border: '0',
      borderRadius: '8px',
      background: '#3730a3',
      color: '#fff',
      font: 'inherit',
      fontWeight: '500',
      cursor: 'pointer',
    },
    RELOAD_PAGE[language],
  );
  reload.type = 'button';
  reload.addEventListener('click', reloadPage);

  panel.append(name, message, reload);
  page.append(panel);
  container.replaceChildren(page);
}

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text) node.textContent = text;
  return node;
}

import { afterEach, describe, expect, it } from 'vitest';
import { isPanelOpen } from './open-panels.ts';

function page(html: string) {
  document.body.innerHTML = html;
}

describe('an open panel the tour must not cover', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a dialog, a sheet, a menu or a list of suggestions on the page', () => {
    for (const panel of [
      '<div role="dialog" aria-label="Menu"></div>',
      '<div role="alertdialog"></div>',
      '<div role="menu"></div>',
      '<ul role="listbox"></ul>',
      '<dialog open></dialog>',
    ]) {
      page(`<main><h1>Latest listings</h1></main>${panel}`);
      expect(isPanelOpen(), panel).toBe(true);
    }
  });

  it('is a popup whose button says it is open before it is drawn', () => {
    page('<button aria-haspopup="dialog" aria-expanded="true">Notifications</button>');
    expect(isPanelOpen()).toBe(true);
  });

  it('is not a closed popup, a closed dialog or a section folded open', () => {
    page(`
      <button aria-haspopup="dialog" aria-expanded="false">Notifications</button>
      <button aria-haspopup="false" aria-expanded="true">Filters</button>
      <button aria-expanded="true">Error Details</button>
      <dialog></dialog>
      <section role="region" aria-label="Notifications"></section>`);
    expect(isPanelOpen()).toBe(false);
  });
});

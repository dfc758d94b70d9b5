/**
 * What counts as a panel the student has open: a dialog or sheet (the menu, the notifications card, any
 * confirmation), a menu, a list of suggestions — or a button whose popup is opening and not drawn yet.
 */
const OPEN_PANEL = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  'dialog[open]',
  '[aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]',
].join(', ');

/** True while the student has a panel open that the tour's overlay would cover. */
export function isPanelOpen(root: ParentNode = document): boolean {
  return root.querySelector(OPEN_PANEL) !== null;
}

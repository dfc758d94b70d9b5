import { SAFE_MODE_CSS } from './safe-mode-styles.ts';

/** styles.css sets this on :root: seeing it means the app's stylesheet applied. */
const STYLES_MARKER = '--passiton-styles';
const SAFE_MODE_ELEMENT_ID = 'safe-mode-styles';

const STARTUP_CHECK = { attempts: 50, intervalMs: 100 } as const;

export function stylesApplied(): boolean {
  return getComputedStyle(document.documentElement).getPropertyValue(STYLES_MARKER).trim() === 'loaded';
}

export function safeModeActive(): boolean {
  return document.getElementById(SAFE_MODE_ELEMENT_ID) !== null;
}

/** Adds the built-in stylesheet (once). The CSP allows inline <style> elements. */
export function enableSafeMode(): void {
  if (safeModeActive()) return;
  const style = document.createElement('style');
  style.id = SAFE_MODE_ELEMENT_ID;
  style.textContent = SAFE_MODE_CSS;
  document.head.append(style);
}

/** At start (spec, section 4): looks for the stylesheet up to 50 times, 100 ms apart, else falls back to safe mode. */
export function checkStylesAtStartup(): void {
  let attempts = 0;
  const check = () => {
    if (stylesApplied()) return;
    attempts += 1;
    if (attempts >= STARTUP_CHECK.attempts) enableSafeMode();
    else window.setTimeout(check, STARTUP_CHECK.intervalMs);
  };
  check();
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { enableSafeMode, safeModeActive, stylesApplied } from '../../lib/style-check.ts';

/** The banner's own check (spec, section 4): first at 100 ms, then every 500 ms, 20 times at most. */
export const BANNER_CHECK = { firstDelayMs: 100, intervalMs: 500, attempts: 20, revealAfter: 6 } as const;
/** How long "Styles loaded" stays before the banner goes. */
export const LOADED_MESSAGE_MS = 3000;

type StyleState = { status: 'loading' | 'loaded' | 'fallback'; revealed: boolean };

// Inline styles on purpose: the banner has to look right when the stylesheet it reports on is missing.
const bannerStyles: Record<StyleState['status'], CSSProperties> = {
  loading: { background: '#fef9c3', color: '#854d0e' },
  loaded: { background: '#dcfce7', color: '#166534' },
  fallback: { background: '#ffedd5', color: '#9a3412' },
};

const messages: Record<StyleState['status'], MessageDescriptor> = {
  loading: msg`Loading styles`,
  loaded: msg`Styles loaded`,
  fallback: msg`Safe mode active`,
};

/**
 * Watches for the app's stylesheet. It says nothing when the styles arrive quickly; after the sixth check it
 * shows "Loading styles", then "Styles loaded" or, when the checks run out, switches to the built-in safe-mode
 * stylesheet and says "Safe mode active".
 */
export function StyleCheckBanner() {
  // Rendered beside the router, and on its own in tests: English there, as before the app knows the language.
  const i18n = useTranslator();
  const { status, revealed } = useStyleCheck();
  const [loadedMessageShown, setLoadedMessageShown] = useState(true);

  useEffect(() => {
    if (status !== 'loaded' || !revealed) return;
    const timer = window.setTimeout(() => setLoadedMessageShown(false), LOADED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status, revealed]);

  const visible = revealed && (status !== 'loaded' || loadedMessageShown);
  return (
    // The live region is always there, so screen readers announce the message when it appears.
    <div role="status" style={visible ? { ...barStyle, ...bannerStyles[status] } : undefined}>
      {visible ? i18n._(messages[status]) : null}
    </div>
  );
}

function useStyleCheck(): StyleState {
  const [state, setState] = useState<StyleState>({ status: 'loading', revealed: false });

  useEffect(() => {
    let attempts = 0;
    let timer: number;
    const check = () => {
      attempts += 1;
      if (stylesApplied()) {
        setState((current) => ({ ...current, status: 'loaded' }));
        return;
      }
      // The start-up check may have given up already; the banner then only reports it.
      if (safeModeActive() || attempts >= BANNER_CHECK.attempts) {
        enableSafeMode();
        setState({ status: 'fallback', revealed: true });
        return;
      }
      if (attempts >= BANNER_CHECK.revealAfter) setState({ status: 'loading', revealed: true });
      timer = window.setTimeout(check, BANNER_CHECK.intervalMs);
    };
    timer = window.setTimeout(check, BANNER_CHECK.firstDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return state;
}

const barStyle: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 60,
  padding: '8px 16px',
  textAlign: 'center',
  font: '500 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  boxShadow: '0 1px 3px rgb(15 23 42 / 0.12)',
};

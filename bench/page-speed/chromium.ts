import { type Browser, chromium } from '@playwright/test';

/** Debian's Chromium, or the one CHROME_PATH names. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// What Debian's Chromium needs on these machines (docs/decisions/008-toolchain-and-driver-pitfalls.md).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

/** Chromium under Playwright, for the benches that drive pages themselves (INP, start-up profiles). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

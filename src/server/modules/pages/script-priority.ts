/**
 * The app's scripts in a page the server rendered, asked for at low priority (docs/decisions/109-little-work-at-
 * start-up.md). Such a page shows its content without them, so on a slow connection the HTML and the first row's
 * covers (preloaded at high priority) should not share it with ~110 KB of code the first paint does not need.
 * A page the browser renders itself (index.html as it is) keeps them at the browser's default: it needs them first.
 */
const APP_SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

export function withAppScriptsAtLowPriority(html: string): string {
  return html.replace(APP_SCRIPT_TAG, (_tag, start: string) => `<${start} fetchpriority="low"`);
}

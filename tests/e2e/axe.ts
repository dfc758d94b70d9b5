import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe-core violations on the page as it is now, one line each: rule, impact, help and
 * the elements. Two settings halve the time a check takes without changing what it finds
 * (docs/decisions/054-journeys-share-their-setup.md):
 * - `resultTypes: ['violations']`: axe still runs every rule, but works out the elements of violations only;
 * - legacy mode: `axe.run` in the page itself, instead of a partial run per frame finished in a second, blank page
 *   that loads axe again. Frames of the page's own origin are still checked; the app shows no other site's frame
 *   in the journeys (the simulated gateway stands in for Razorpay's checkout).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
    });
}

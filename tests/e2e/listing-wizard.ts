import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A book's cover as a phone's camera would give it: a plain JPEG, in a colour of the journey's own. */
export function coverPhoto(background = { r: 180, g: 83, b: 9 }): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The listing wizard's files step with one cover photo, uploaded, then on to the pickup step. */
export async function addCoverAndGoOn(page: Page): Promise<void> {
  await page
    .getByLabel(/Add photos or documents/)
    .setInputFiles([{ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto() }]);
  await expect(page.getByRole('list', { name: 'Your files' }).getByText(/^Uploaded/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The listing wizard's pickup step for a student of College of Engineering Pune, then on to the review. */
export async function pickUpAtCollegeAndGoOn(page: Page): Promise<void> {
  await page.getByLabel('Institute name').fill('College of Engineering Pune');
  await page.getByRole('checkbox', { name: /Pick up at my institute/ }).check();
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Pincode').fill('411005');
  await page.getByRole('button', { name: 'Next' }).click();
}

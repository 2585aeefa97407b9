/**
 * Steps through the listing wizard the way a seller does, for the editor and offline browser tests.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';

export async function jpeg(
  color: { r: number; g: number; b: number },
  width = 1600,
  height = 1200,
) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface WizardListing {
  title: string;
  description: string;
  amount: string;
  city: string;
}

export async function pick(page: Page, field: string, dialog: string, option: string) {
  // A picker is named by its label, then the choice or the prompt it shows.
  await page.getByRole('button', { name: new RegExp(`^${field} `) }).click();
  const modal = page.getByRole('dialog', { name: dialog });
  await modal.getByRole('button', { name: option, exact: true }).click();
  await modal.waitFor({ state: 'hidden' });
}

export async function next(page: Page, stepText: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(stepText).waitFor();
}

/** Steps 1 to 3 of the wizard: an Electronics > TV listing at a fixed price. */
export async function fillFirstSteps(page: Page, listing: WizardListing) {
  await page.getByText('Step 1 of 5').waitFor();
  await pick(page, 'Listing Type', 'Choose Listing Type', 'Electronics');
  await page.getByRole('textbox', { name: 'Title' }).fill(listing.title);
  await page.getByRole('textbox', { name: 'Description' }).fill(listing.description);
  await next(page, 'Step 2 of 5');
  await pick(page, 'Sub-category', 'Choose Sub-category', 'Tv');
  await next(page, 'Step 3 of 5');
  await page.getByRole('textbox', { name: 'Price Type' }).click();
  await page.getByRole('option', { name: 'Fixed Price' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill(listing.amount);
  await next(page, 'Step 4 of 5');
}

export async function addPhotos(page: Page, files: { name: string; buffer: Buffer }[]) {
  await page
    .getByLabel('Add photos')
    .setInputFiles(files.map((f) => ({ name: f.name, mimeType: 'image/jpeg', buffer: f.buffer })));
}

/** Waits until no tile compresses or uploads any more. */
export async function photosSettled(page: Page, count: number) {
  await page.getByRole('group', { name: new RegExp(`^Photo ${count} of ${count}$`) }).waitFor();
  await page.waitForFunction(
    () => !/Compressing|Uploading/.test(document.body.innerText),
    undefined,
    { timeout: 60_000 },
  );
}

export async function fillLocationAndSubmit(page: Page, city: string) {
  await next(page, 'Step 5 of 5');
  await pick(page, 'City', 'Select City', city);
  await page.getByRole('button', { name: 'Submit' }).click();
}

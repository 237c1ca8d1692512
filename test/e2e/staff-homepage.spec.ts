import sharp from 'sharp';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairUzWide, runsIn } from './projects';
import { fillText, snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's home page section in a browser: a banner added with two uploaded pictures (made here, in a colour of
 * this project and retry's own, so the four projects on one shop upload different files), seen on the storefront's
 * home page (the wide picture at desktop width, the phone one at phone width), then deleted so the other specs see
 * the seeded home. The sliders tab and its editor, and the looks tab, are checked with axe. Screenshots: screenshots/<project>/staff-homepage-*.jpg.
 */

const PROJECTS = ['desktop-uz', 'desktop-ru', 'phone-uz', 'phone-ru'];

/** A PNG of one colour with a band across, unique to this project and retry. */
function picture(width: number, height: number, shade: number): Promise<Buffer> {
  const band = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${shade},120,160)"/><rect y="${height / 3}" width="100%" height="${height / 6}" fill="#fff"/></svg>`);
  return sharp(band).png().toBuffer();
}

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('staff add a banner that the storefront shows at once, then delete it', runsIn(...pairUzWide), async ({ page, context }, testInfo) => {
  const { t, wide } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const texts = t.staff.homepage;
  const shade = 20 + PROJECTS.indexOf(testInfo.project.name) * 40 + testInfo.retry * 7 + (Date.now() % 5);
  let desktopUrl = '';
  let mobileUrl = '';

  await test.step('the demo staff member signs in on the home page section', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/homepage');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.homepage })).toBeVisible();
    await expect(main.getByRole('list', { name: texts.banners.listLabel })).toBeVisible();
    await expect(main.getByRole('img', { name: fillText(texts.banners.desktopOf, { name: fillText(texts.banners.rowName, { index: 1 }) }) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-homepage-01-banners', { fullPage: false });
  });

  await test.step('a banner is added with uploaded desktop and phone pictures', async () => {
    await main.getByRole('button', { name: texts.banners.add }).click();
    const dialog = page.getByRole('dialog', { name: texts.banners.addTitle });
    // Each picture slot says the size that fits it (the dialog once said nothing of it).
    for (const [slot, size] of [[texts.banners.desktop, '1600 × 600'], [texts.banners.mobile, '720 × 960']] as const) {
      await expect(dialog.getByRole('button', { name: fillText(texts.uploadLabel, { what: slot }) })).toHaveAccessibleDescription(fillText(texts.pictureSize, { width: size.split(' × ')[0]!, height: size.split(' × ')[1]! }));
    }
    await dialog.getByLabel(fillText(texts.fileLabel, { what: texts.banners.desktop })).setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await picture(1800, 675, shade) });
    await dialog.getByLabel(fillText(texts.fileLabel, { what: texts.banners.mobile })).setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: await picture(900, 1200, shade) });
    const desktopPreview = dialog.getByRole('img', { name: texts.banners.desktop, exact: true });
    const mobilePreview = dialog.getByRole('img', { name: texts.banners.mobile, exact: true });
    await expect(desktopPreview).toHaveAttribute('src', /\/media\/photos\/.+\.webp$/);
    await expect(mobilePreview).toHaveAttribute('src', /\/media\/photos\/.+\.webp$/);
    desktopUrl = new URL((await desktopPreview.getAttribute('src'))!, 'http://x').pathname;
    mobileUrl = new URL((await mobilePreview.getAttribute('src'))!, 'http://x').pathname;
    await dialog.getByRole('combobox', { name: texts.banners.target.category }).click();
    await page.getByRole('option').first().click();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-homepage-02-banner-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.banners.added)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByRole('listitem').filter({ has: page.locator(`img[src$="${desktopUrl}"]`) })).toBeVisible();
  });

  await test.step('the storefront home page shows it, with the picture for the screen width', async () => {
    await page.goto('/');
    const slide = page.locator('picture').filter({ has: page.locator(`source[srcset$="${desktopUrl}"]`) });
    await expect(slide).toHaveCount(1);
    const image = slide.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc || 'http://x/', location.href).pathname), { timeout: 15_000 }).toBe(wide ? desktopUrl : mobileUrl);
    expect(new URL((await image.getAttribute('src'))!, 'http://x').pathname).toBe(mobileUrl);
  });

  await test.step('the banner is deleted, and the sliders and looks tabs are checked', async () => {
    await page.goto('/staff/homepage');
    const row = main.getByRole('listitem').filter({ has: page.locator(`img[src$="${desktopUrl}"]`) });
    await row.getByRole('button', { name: new RegExp(`^${fillText(texts.deleteLabel, { name: '.+' })}$`) }).click();
    await page.getByRole('dialog', { name: texts.banners.confirmTitle }).getByRole('button', { name: texts.delete }).click();
    await expect(page.getByText(texts.banners.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);

    await main.getByRole('tab', { name: texts.tabs.sliders }).click();
    await expect(main.getByRole('list', { name: texts.sliders.listLabel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-homepage-03-sliders', { fullPage: false });
    await main.getByRole('button', { name: new RegExp(`^${fillText(texts.editLabel, { name: '.+' })}$`) }).first().click();
    const sliderDialog = page.getByRole('dialog', { name: texts.sliders.editTitle });
    await expect(sliderDialog.getByRole('searchbox', { name: texts.findProduct })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-homepage-04-slider-dialog', { fullPage: false });
    await sliderDialog.getByRole('button', { name: t.staff.cancel }).click();
    await expect(sliderDialog).toHaveCount(0);

    await main.getByRole('tab', { name: texts.tabs.looks }).click();
    await expect(main.getByRole('list', { name: texts.looks.listLabel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-homepage-05-looks', { fullPage: false });
  });

  checkConsole();
});

import crypto from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { LANGS, localized, signIn, useLanguage, watchConsole } from './helpers';

/**
 * The shared upload field in a browser, in both languages, on its first screen (the profile picture
 * of /my/info): the limits are shown before a file is picked, an upload shows real progress (the
 * upload is throttled so the bar is seen moving), the saved picture is displayed, and refused files
 * show their reason: an SVG refused by the server, an oversized image refused before it is sent.
 */

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');

const TEXT = {
  zh: { limits: 'JPG 或 PNG 图片，不超过 500 KB', svg: '不能上传网页、SVG 等标记语言文件', big: '文件大小不能超过 500 KB', saved: '头像已保存' },
  en: { limits: 'JPG or PNG image, at most 500 KB', svg: 'Web pages, SVG and other markup files cannot be uploaded', big: 'The file is too large: at most 500 KB', saved: 'Profile picture saved' },
} as const;

/** About 300 KB of random pixels: a real PNG that does not compress. */
async function photo(): Promise<Buffer> {
  const side = 310;
  return sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

for (const lang of LANGS) {
  test(`uploads a profile picture with progress and shows why files are refused (${lang})`, async ({ page, context, request, baseURL }) => {
    const errors = watchConsole(page);
    await useLanguage(context, lang, baseURL!);
    await signIn(context, request, baseURL!, lang === 'zh' ? 'demo_user' : 'demo_expert');
    await page.goto(localized('/my/info', lang));
    await expect(page.getByTestId('profile-panel')).toBeVisible();
    const field = page.getByTestId('avatar-upload');
    await expect(page.getByTestId('avatar-upload-limits')).toContainText(TEXT[lang].limits);

    // Refused by the server, from the content: the reason in the page's language.
    await field.locator('input[type=file]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await expect(page.getByTestId('avatar-upload-error')).toContainText(TEXT[lang].svg);
    await expect(page.getByTestId('avatar-upload-error')).toContainText('logo.svg');

    // Refused before sending: larger than the kind allows.
    await field.locator('input[type=file]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 1) });
    await expect(page.getByTestId('avatar-upload-error')).toContainText(TEXT[lang].big);

    // A real upload, throttled to ~150 KB/s so the progress bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __percents: number[] }).__percents = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="avatar-upload-progress"]');
        const value = bar ? Number(bar.getAttribute('data-percent')) : NaN;
        if (!Number.isNaN(value) && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-percent'] });
    });
    await field.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() });
    await expect(page.getByTestId('avatar-upload-progress')).toBeVisible();
    await expect(page.getByText(TEXT[lang].saved)).toBeVisible({ timeout: 20000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const percents = await page.evaluate(() => (window as unknown as { __percents: number[] }).__percents);
    expect(percents.some((p) => p > 0 && p < 100), `progress seen: ${percents.join(', ')}`).toBe(true);
    await expect(page.getByTestId('avatar-upload-error')).toHaveCount(0);

    // The saved picture is shown (downloaded with the session) and listed under the field.
    const image = page.getByTestId('avatar-image').locator('img');
    await expect(image).toHaveAttribute('src', /\/atsteel\/SystemManager\/fileDownload\?id=/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(310);
    await expect(field).toContainText('me.png');

    // The profile is still there after a reload, with the picture.
    await page.reload();
    await expect(page.getByTestId('avatar-image').locator('img')).toHaveAttribute('src', /fileDownload/);
    await expect(page.getByTestId('profile-username')).toBeVisible();

    // Only the refused SVG's answer (415) may appear among the errors.
    expect(errors.filter((e) => !/fileUpload|status of 415/.test(e))).toEqual([]);
  });
}

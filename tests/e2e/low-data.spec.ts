import { expect, test } from './test';
import { countRequests, settled, touched } from './support';

/**
 * Low-data mode (issue 20): with `Save-Data: on`, a page loads no carousel or map code, says so,
 * and loads them when the patient asks.
 */

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('no carousel or map code until the patient asks for it', async ({ page }) => {
    const swiperChunks: string[] = [];
    const maps: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('swiper-slide-active')) swiperChunks.push(response.url());
    });
    page.on('request', (request) => {
      if (/google\.com\/maps|maps\.google/.test(request.url())) maps.push(request.url());
    });

    const requests = countRequests(page);
    await page.goto('/dhabranch');
    // Touched, its scripts run, and say what they hold back.
    await touched(page);
    const notice = page.getByRole('status').filter({ hasText: 'Low-data mode' });
    await expect(notice).toBeVisible();
    // Past the carousels and down to the map, where it would otherwise load, and idle since.
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await settled(page, requests);
    expect(swiperChunks).toEqual([]);
    expect(maps).toEqual([]);
    await expect(page.locator('.carousel.carousel-started')).toHaveCount(0);

    await notice.getByRole('button', { name: 'Load them' }).click();
    await expect(page.locator('.carousel.carousel-started')).toHaveCount(2);
    await expect(notice).toBeHidden();
    expect(swiperChunks.length).toBeGreaterThan(0);
  });

  test('pictures come at about half the width the page asks for', async ({ page, request }) => {
    await page.goto('/dhabranch');
    const src = await page.locator('img[srcset*="/_next/image"]').first().getAttribute('src');
    // A phone's width: the sandbox's pictures are smaller than the largest widths.
    const picture = new URL(src!, 'http://site');
    picture.searchParams.set('w', '640');
    const size = async (headers: Record<string, string>) =>
      (await (await request.get(`${picture.pathname}${picture.search}`, { headers })).body())
        .length;
    const lowData = await size({ 'Save-Data': 'on' });
    const full = await size({ 'Save-Data': 'off' });
    expect(lowData).toBeLessThan(full * 0.6);
  });
});

test('without Save-Data, nothing says low-data mode', async ({ page }) => {
  await page.goto('/dhabranch');
  // They start once the page is touched (its scripts with them).
  await touched(page);
  await expect(page.locator('.carousel.carousel-started')).toHaveCount(2);
  await expect(page.getByText('Low-data mode')).toHaveCount(0);
});

import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The sitemap a cache may keep: a complete one for ten minutes; one written while an upstream
 * failed (its records left out) only briefly, so that an upstream fault never becomes the copy a
 * shared cache or a crawler holds for long (README, "Bad input").
 */
const answer = vi.hoisted(() => ({ complete: true }));
vi.mock('@/components/seo/sitemapPaths', () => ({
  sitemapPaths: async () => ({
    paths: answer.complete ? ['/', '/consultant/321'] : ['/'],
    complete: answer.complete,
  }),
}));

async function sitemap(complete: boolean): Promise<Response> {
  answer.complete = complete;
  vi.resetModules();
  const { GET } = await import('@/app/sitemap.xml/route');
  return GET();
}

const maxAge = (response: Response) =>
  Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);

afterEach(() => vi.resetModules());

describe('the sitemap', () => {
  it('may be kept ten minutes when every list answered', async () => {
    const response = await sitemap(true);
    expect(await response.text()).toContain('/consultant/321');
    expect(maxAge(response)).toBe(600);
  });

  it('is kept no longer than the site keeps it when a list failed', async () => {
    const response = await sitemap(false);
    expect(await response.text()).not.toContain('/consultant/');
    expect(maxAge(response)).toBeLessThanOrEqual(30);
  });
});

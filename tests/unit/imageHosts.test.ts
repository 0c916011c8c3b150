import { matchRemotePattern } from 'next/dist/shared/lib/match-remote-pattern';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/adapters/config';
import { HOST_NAMES } from '@/adapters/hosts';
import { resolveImagePath } from '@/adapters/images';

/** Real-looking addresses: every host and a separate image base for each, on other machines. */
const ENV: Record<string, string> = Object.fromEntries(
  HOST_NAMES.flatMap((name, index) => [
    [`CONTENT_HOST_${name.toUpperCase()}`, `http://10.20.0.${index + 1}:8080/${name}/`],
    [`CONTENT_IMAGE_BASE_${name.toUpperCase()}`, `https://images${index}.example.pk/media/`],
  ]),
);

async function nextImagePatterns(env: Record<string, string>): Promise<RemotePattern[]> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: nextConfig } = await import('@/next.config.build');
  return (nextConfig.images?.remotePatterns ?? []) as RemotePattern[];
}

const allowed = (patterns: RemotePattern[], url: string) =>
  patterns.some((pattern) => matchRemotePattern(pattern, new URL(url)));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('images next/image may optimise', () => {
  it('include every configured content host and image base, as the runtime reads them', async () => {
    const patterns = await nextImagePatterns(ENV);
    const runtime = parseConfig(ENV);
    const bases = [...Object.values(runtime.hosts), ...Object.values(runtime.imageBases)];
    expect(bases).toHaveLength(HOST_NAMES.length * 2);
    for (const base of bases) {
      const image = resolveImagePath('~/Images/Consultants/dr ali 12.jpg', base)!;
      expect(allowed(patterns, image), image).toBe(true);
    }
  });

  it('exclude every other address, and other ports and paths of the configured ones', async () => {
    const patterns = await nextImagePatterns(ENV);
    for (const url of [
      'https://evil.example.com/a.jpg',
      'http://10.20.0.1:9090/main/a.jpg',
      'http://10.20.0.1:8080/elsewhere/a.jpg',
      'http://images0.example.pk/media/a.jpg',
    ]) {
      expect(allowed(patterns, url), url).toBe(false);
    }
  });

  it('allow the sandbox on any loopback port when nothing is configured', async () => {
    const patterns = await nextImagePatterns({});
    expect(allowed(patterns, 'http://127.0.0.1:4110/plain/Images/a.jpg')).toBe(true);
    expect(allowed(patterns, 'http://127.0.0.1:4110/elsewhere/a.jpg')).toBe(false);
  });
});

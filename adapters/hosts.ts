import { z } from 'zod';
import { isLoopback, laptopDefault } from '../domain/productionSettings';

/**
 * The content service's addresses: one list, read by the runtime configuration (config.ts) and by
 * next.config.build.ts, which may optimise images from exactly these addresses. Kept free of
 * `server-only` so the Next configuration can import it.
 */

export const HOST_NAMES = ['main', 'plain', 'enclave', 'news', 'events', 'pharmacy'] as const;
export type HostName = (typeof HOST_NAMES)[number];

export interface ContentHosts {
  /** Base address of each host, ending in a slash; feed paths are appended. */
  hosts: Record<HostName, string>;
  /** Where each host's `~/` image paths point: CONTENT_IMAGE_BASE_<HOST>, else the host itself. */
  imageBases: Record<HostName, string>;
}

/** An upstream's base address: http(s), ending in a slash so paths can be appended. */
export const baseAddress = z
  .url({ protocol: /^https?$/ })
  // Image paths and feed paths are appended to the base, so it must end in a slash.
  .transform((url) => (url.endsWith('/') ? url : `${url}/`));

const hostVariable = (name: HostName) => `CONTENT_HOST_${name.toUpperCase()}`;
const imageBaseVariable = (name: HostName) => `CONTENT_IMAGE_BASE_${name.toUpperCase()}`;

const contentHostsSchema = z.object(
  Object.fromEntries(
    HOST_NAMES.flatMap((name) => [
      [hostVariable(name), baseAddress.default(laptopDefault(hostVariable(name)))],
      [imageBaseVariable(name), baseAddress.optional()],
    ]),
  ) as Record<string, z.ZodType<string | undefined>>,
);

/** The hosts named by the environment, with sandbox defaults; throws on a malformed address. */
export function readContentHosts(env: Record<string, string | undefined>): ContentHosts {
  const result = contentHostsSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  const read = (variable: string) => result.data[variable];
  const byHost = (pick: (name: HostName) => string) =>
    Object.fromEntries(HOST_NAMES.map((name) => [name, pick(name)])) as Record<HostName, string>;
  return {
    hosts: byHost((name) => read(hostVariable(name))!),
    imageBases: byHost((name) => read(imageBaseVariable(name)) ?? read(hostVariable(name))!),
  };
}

/** Every address an image may come from: each host and each separate image base, once. */
export function imageSources({ hosts, imageBases }: ContentHosts): string[] {
  return [...new Set([...Object.values(hosts), ...Object.values(imageBases)])];
}

export { isLoopback };

export interface ImagePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port?: string;
  pathname: string;
}

/**
 * next/image's allow-list for these sources. A loopback source is the sandbox, which tests start
 * on a free port, so its port is left open; every other source is matched exactly.
 */
export function imagePatterns(sources: readonly string[]): ImagePattern[] {
  return sources.map((source) => {
    const url = new URL(source);
    return {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      ...(isLoopback(source) ? {} : { port: url.port }),
      pathname: `${url.pathname}**`,
    };
  });
}

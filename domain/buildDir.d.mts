// Types of buildDir.mjs.
export const BUILD_DIR: '.next';
export const E2E_BUILD_DIR: '.next-e2e';
export function buildDir(env: Readonly<Record<string, string | undefined>>): string;

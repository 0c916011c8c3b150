/**
 * State the whole server process shares. Next.js compiles each route (the pages, /api/graphql)
 * into a bundle of its own, each with its own copy of a module, so module-level state would be
 * kept once per bundle: caches filled twice, breakers that never see the other routes' failures.
 * What must exist once per process is kept on globalThis, under a registered symbol.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`farooq-hospital-web:${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}

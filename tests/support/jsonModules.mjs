/**
 * A Node module hook for the end-to-end specs (registered by playwright.config.ts). The site's
 * code imports its catalogues (messages/*.json) without `with { type: 'json' }`: the build compiles
 * them into modules of their own (next.config.build.ts, `precompile`) and refuses the attribute. The specs
 * import the same code in Node, whose loader refuses a JSON import without it: this hook gives a
 * JSON import the attribute Node asks for.
 */
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.json') && context.importAttributes?.type !== 'json') {
    return nextLoad(url, {
      ...context,
      importAttributes: { ...context.importAttributes, type: 'json' },
    });
  }
  return nextLoad(url, context);
}

import format, { type CompiledMessage } from 'icu-minify/format';

/** What icu-minify's formatter asks for: the browser's own Intl objects. */
const FORMATTERS = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

/**
 * A catalogue text with its `{name}` values put in, for browser code that carries no translator of
 * next-intl's: the request forms arrive without next-intl's client (issue 33), and their texts hold
 * plain values only, no plurals or selects (so the language chooses nothing). The build compiles
 * the catalogues (next.config.build.ts, `precompile`): in the site a text with values arrives in
 * icu-minify's compiled form and is filled by its formatter (the one next-intl runs); read from the
 * JSON file itself (tests), it is ICU text.
 */
export function fillText(text: string, values: Record<string, string>): string {
  // Typed as the JSON file is; the build's catalogue holds compiled messages in its place.
  const message = text as string | CompiledMessage;
  if (typeof message !== 'string') {
    return String(format(message, 'en', values, { formatters: FORMATTERS }));
  }
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A catalogue text with its `{name}` values put in, for browser code that carries no ICU
 * formatter: the request forms arrive without next-intl's client (issue 33), and their texts hold
 * plain values only, no plurals or selects.
 */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

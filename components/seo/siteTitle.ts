import type { Metadata } from 'next';

/**
 * A layout's title: the group's name after each page's title, and alone on a page that names
 * none. `absolute`, not `default`: Next.js passes a layout's default through the template of the
 * layout above it, so the language layout's name, under the root layout's template, was written
 * twice ("Farooq Group Of Hospitals | Farooq Group Of Hospitals", issue 53).
 */
export function siteTitle(name: string): NonNullable<Metadata['title']> {
  return { absolute: name, template: `%s | ${name}` };
}

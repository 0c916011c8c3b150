import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines. Its builders (structuredData.ts) are typed with schema-dts,
 * so a property schema.org does not define for a type fails the type check. `<` is escaped so no
 * text can close the script.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/**
 * A titled part of a page whose text is the CMS's HTML, made safe by the API (adapters/html.ts);
 * nothing at all when the CMS gave none.
 */
export function CmsSection({
  id,
  heading,
  html,
  className,
  large = false,
}: {
  id: string;
  heading: string;
  html: string | null;
  className?: string;
  /** Body text a size up, for a page whose main text this is. */
  large?: boolean;
}) {
  if (!html) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="heading-3 text-brand-900">
        {heading}
      </h2>
      {/* The content service writes in English: read as English, left to right, on Urdu pages too. */}
      <div
        lang="en"
        dir="auto"
        className={`cms-html mt-3 text-slate-800${large ? ' text-lg' : ''}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}

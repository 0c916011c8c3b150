/**
 * Real, minimal PDF files (one page of Helvetica text), so the site's report routes stream what a
 * browser can open. Memoised: the same report is the same bytes every time.
 */

const cache = new Map<string, Buffer>();

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

export function pdfOf(title: string, lines: readonly string[]): Buffer {
  const key = `${title}\n${lines.join('\n')}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${escapeText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 16 TL',
    ...lines.map((line) => `(${escapeText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, 'latin1');
  cache.set(key, pdf);
  return pdf;
}

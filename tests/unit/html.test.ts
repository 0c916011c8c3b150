import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeCmsHtml } from '@/adapters/html';

const HOST = 'http://127.0.0.1:4010/main/';

const HOSTILE = [
  '<p>Hi</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div onclick="alert(1)">text</div>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<style>body{display:none}</style><p>x</p>',
  '<p style="background:url(javascript:alert(1)); text-align: center">x</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="card"></form>',
  '<a href="//evil.example/x">protocol-relative</a>',
];

describe('sanitizeCmsHtml', () => {
  it.each(HOSTILE)('makes hostile markup harmless: %s', (html) => {
    const clean = sanitizeCmsHtml(html, HOST) ?? '';
    expect(clean).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed|<form|<input/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:text|href="\/\//i);
    expect(clean).not.toMatch(/background/i);
  });

  it('keeps what editors paste: paragraphs, alignment, tables, lists, emphasis', () => {
    const html =
      '<p style="text-align: justify; font-family: Calibri">Our <strong>Cardiology</strong>&nbsp;unit</p>' +
      '<table><tr><th>Day</th><td>Monday</td></tr></table><ul><li>ECG</li></ul><h3>Team</h3>';
    expect(sanitizeCmsHtml(html, HOST)).toBe(
      '<p style="text-align:justify">Our <strong>Cardiology</strong>\u00a0unit</p>' +
        '<table><tr><th>Day</th><td>Monday</td></tr></table><ul><li>ECG</li></ul><h3>Team</h3>',
    );
  });

  it('drops Word junk but keeps its text', () => {
    expect(
      sanitizeCmsHtml(
        '<p><span style="mso-fareast-font-family: Calibri">Hello</span><o:p></o:p></p>',
        HOST,
      ),
    ).toBe('<p><span>Hello</span></p>');
  });

  it('points ~/ links at the host that served the record', () => {
    const clean = sanitizeCmsHtml('<a href="~/docs/b.pdf">B</a>', HOST);
    expect(clean).toContain(`href="${HOST}docs/b.pdf"`);
  });

  it("serves the host's pictures through the site's image optimiser, lazily loaded", () => {
    const clean = sanitizeCmsHtml('<img src="~/Images/a.jpg" alt="A">', HOST);
    const optimised = `/_next/image?url=${encodeURIComponent(`${HOST}Images/a.jpg`)}&amp;w=1080&amp;q=75`;
    expect(clean).toContain(`src="${optimised}"`);
    expect(clean).toContain('loading="lazy"');
  });

  it('holds a picture to the box its width and height declare, whatever the file turns out to be', () => {
    expect(sanitizeCmsHtml('<img src="~/a.jpg" alt="A" width="600" height="375">', HOST)).toContain(
      'style="aspect-ratio:600 / 375"',
    );
    for (const html of [
      '<img src="~/a.jpg" alt="A">',
      '<img src="~/a.jpg" alt="A" width="600">',
      '<img src="~/a.jpg" alt="A" width="100%" height="375">',
      '<img src="~/a.jpg" alt="A" width="0" height="375">',
      '<img src="~/a.jpg" alt="A" style="aspect-ratio: 1 / 1;height:999px" width="x" height="2">',
    ]) {
      expect(sanitizeCmsHtml(html, HOST), html).not.toMatch(/style=|height:999/);
    }
  });

  it('leaves pictures of other sites where they are', () => {
    expect(sanitizeCmsHtml('<img src="https://example.org/a.jpg" alt="A">', HOST)).toContain(
      'src="https://example.org/a.jpg"',
    );
  });

  it('opens external links in a new tab without handing over the opener', () => {
    expect(sanitizeCmsHtml('<a href="https://example.org">x</a>', HOST)).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('answers null for nothing but whitespace and empty paragraphs', () => {
    for (const html of [
      null,
      undefined,
      '',
      '   ',
      '<p>&nbsp;</p>',
      '<p><o:p></o:p></p><script>x</script>',
    ]) {
      expect(sanitizeCmsHtml(html, HOST)).toBeNull();
    }
  });
});

describe('htmlToText', () => {
  it('gives plain text with entities decoded and whitespace collapsed', () => {
    expect(
      htmlToText('<p>Free&nbsp;eye camp &amp; <b>screening</b></p>\n<script>x()</script>'),
    ).toBe('Free eye camp & screening');
    expect(htmlToText('<p> </p>')).toBeNull();
  });

  it('keeps blocks and list items apart, as an announcement preview lists its OPD times', () => {
    expect(
      htmlToText(
        '<p>Revised timings:</p><ul><li>Morning OPD 9:00 AM - 2:00 PM</li><li>Evening OPD 5:00 PM - 9:00 PM</li></ul><p>Thank you.</p>',
      ),
    ).toBe(
      'Revised timings: Morning OPD 9:00 AM - 2:00 PM; Evening OPD 5:00 PM - 9:00 PM Thank you.',
    );
    expect(htmlToText('Line one<br>Line two<div>Three</div>Four')).toBe(
      'Line one Line two Three Four',
    );
  });
});

describe('links without a safe target', () => {
  it.each([
    ['<a href="javascript:alert(1)">Read more</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">Read more</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">Read more</a>'],
    ['<a href="//evil.example/x">Read more</a>'],
    ['<a>Read more</a>'],
  ])('are plain text, not a link that does nothing: %s', (html) => {
    expect(sanitizeCmsHtml(html, HOST)).toBe('<span>Read more</span>');
  });

  it('leave safe links as links', () => {
    expect(sanitizeCmsHtml('<a href="/services">Services</a>', HOST)).toBe(
      '<a href="/services">Services</a>',
    );
    expect(sanitizeCmsHtml('<a href="tel:042111223377">Call</a>', HOST)).toBe(
      '<a href="tel:042111223377">Call</a>',
    );
  });
});

describe("an editor's headings", () => {
  it('become sub-sections (h3) of the block they are in, whatever level was typed', () => {
    expect(
      sanitizeCmsHtml(
        '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h6 style="text-align:center">E</h6>',
        HOST,
      ),
    ).toBe('<h3>A</h3><h3>B</h3><h3>C</h3><h3>D</h3><h3 style="text-align:center">E</h3>');
  });
});

import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGES, pictureFor, resolveImagePath } from '@/adapters/images';

const HOST = 'http://127.0.0.1:4010/plain/';

describe('the ~/ image rule', () => {
  it('drops the tilde and appends the rest to the base of the host that served the record', () => {
    expect(resolveImagePath('~/Images/Consultants/a.jpg', HOST)).toBe(
      'http://127.0.0.1:4010/plain/Images/Consultants/a.jpg',
    );
    expect(resolveImagePath('~/x.png', 'https://content.example/')).toBe(
      'https://content.example/x.png',
    );
  });

  it('treats a path without the tilde as rooted at the host too, and keeps absolute addresses', () => {
    expect(resolveImagePath('/Images/a.jpg', HOST)).toBe(`${HOST}Images/a.jpg`);
    expect(resolveImagePath('Images/a.jpg', HOST)).toBe(`${HOST}Images/a.jpg`);
    expect(resolveImagePath('https://cdn.example/a.jpg', HOST)).toBe('https://cdn.example/a.jpg');
  });

  it('encodes spaces once, whether or not the editor already encoded them, and fixes backslashes', () => {
    expect(resolveImagePath('~/Images/Dr Ali.jpg', HOST)).toBe(`${HOST}Images/Dr%20Ali.jpg`);
    expect(resolveImagePath('~/Images/Dr%20Ali.jpg', HOST)).toBe(`${HOST}Images/Dr%20Ali.jpg`);
    expect(resolveImagePath('~\\Images\\a.jpg', HOST)).toBe(`${HOST}Images/a.jpg`);
  });

  it('refuses empty paths and paths that climb out of the host root', () => {
    for (const path of [null, undefined, '', '   ', '~/', '~/../secret.jpg', '~/a/../../b.jpg']) {
      expect(resolveImagePath(path, HOST)).toBeNull();
    }
  });
});

describe('fallback pictures by kind', () => {
  it('gives departments none, doctors and services a default image, and news a placeholder', () => {
    expect(pictureFor('department', null, HOST, 'Cardiology')).toBeNull();
    expect(pictureFor('doctor', '', HOST, 'Dr. A')).toEqual({
      url: FALLBACK_IMAGES.doctor,
      alt: 'Dr. A',
      isFallback: true,
    });
    expect(pictureFor('service', null, HOST, 'ICU')?.url).toBe(FALLBACK_IMAGES.service);
    expect(pictureFor('news', undefined, HOST, 'Headline')?.url).toBe(FALLBACK_IMAGES.news);
  });

  it("uses the record's own image when it has one", () => {
    expect(pictureFor('department', '~/d.jpg', HOST, 'Cardiology')).toEqual({
      url: `${HOST}d.jpg`,
      alt: 'Cardiology',
      isFallback: false,
    });
  });
});

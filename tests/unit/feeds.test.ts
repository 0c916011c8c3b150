import { describe, expect, it } from 'vitest';
import { reshapeAbout } from '@/adapters/about';
import { reshapeAnnouncements } from '@/adapters/announcements';
import { reshapeJobs } from '@/adapters/careers';
import { reshapeDepartments, reshapeDepartmentServices } from '@/adapters/departments';
import { reshapeGalleries, reshapeGalleryImages } from '@/adapters/galleries';
import { FALLBACK_IMAGES } from '@/adapters/images';
import { reshapeNews, reshapeNewsDetail } from '@/adapters/news';
import { reshapeServices } from '@/adapters/services';
import { wireDate } from '@/adapters/wire';

const HOST = 'http://127.0.0.1:4010/plain/';

describe('departments', () => {
  it('reshape with sanitised HTML, matched branch and no stock picture', () => {
    const [department, bare] = reshapeDepartments(
      [
        {
          cosT_CENTER_ID: '12',
          cosT_DESC: 'Cardiology ',
          brancH_NAME: ' dha',
          imagE_PATH: '~/Images/Departments/c.jpg',
          depT_DESCRIPTION: '<p>Heart care</p><script>alert(1)</script>',
        },
        { cosT_CENTER_ID: 13, cosT_DESC: 'ENT', brancH_NAME: 'Karachi', imagE_PATH: null },
        { cosT_CENTER_ID: null, cosT_DESC: 'No id' },
      ],
      HOST,
    );
    expect(department).toEqual({
      id: '12',
      name: 'Cardiology',
      branch: 'DHA',
      branchName: 'DHA',
      image: { url: `${HOST}Images/Departments/c.jpg`, alt: 'Cardiology', isFallback: false },
      descriptionHtml: '<p>Heart care</p>',
    });
    expect(bare).toMatchObject({
      id: '13',
      branch: null,
      branchName: 'Karachi',
      image: null,
      descriptionHtml: null,
    });
  });

  it('reshape department services and drop unnamed ones', () => {
    expect(
      reshapeDepartmentServices([
        { d_SERV_ID: 1, servicE_NAME: 'ECG' },
        { d_SERV_ID: 2, servicE_NAME: ' ' },
      ]),
    ).toEqual([{ id: '1', name: 'ECG' }]);
  });
});

describe('services', () => {
  it('read the id from serV_ID or, on some records, from id', () => {
    const services = reshapeServices(
      [
        {
          serV_ID: 101,
          servicE_HEADER: 'Emergency',
          brancH_NAME: 'Doctors Hospital',
          imagE_PATH: '~/s.jpg',
        },
        {
          id: '23',
          servicE_HEADER: 'ICU',
          brancH_NAME: 'DHA',
          imagE_PATH: null,
          servicE_PROFILE: '<b>24/7</b>',
        },
        { servicE_HEADER: 'No id at all' },
      ],
      HOST,
    );
    expect(services.map((service) => service.id)).toEqual(['101', '23']);
    expect(services[1]).toMatchObject({
      title: 'ICU',
      branch: 'DHA',
      profileHtml: '<b>24/7</b>',
      image: { url: FALLBACK_IMAGES.service, alt: 'ICU', isFallback: true },
    });
  });
});

describe('news', () => {
  it('reshape with the headline as alt text, the placeholder picture and ISO dates', () => {
    const [item, groupWide] = reshapeNews(
      [
        {
          nevenT_ID: 7,
          news: 'Free eye camp',
          brancH_NAME: 'West Wood',
          imagE_PATH: null,
          evenT_DATE: '2024-03-18T00:00:00',
        },
        {
          nevenT_ID: '8',
          news: 'Ramadan timings',
          brancH_NAME: 'All',
          creatioN_DATE: '2024-03-01T09:30:00',
        },
      ],
      HOST,
    );
    expect(item).toMatchObject({
      id: '7',
      branch: 'WEST_WOOD',
      branchName: 'West Wood',
      image: { url: FALLBACK_IMAGES.news, alt: 'Free eye camp', isFallback: true },
      date: '2024-03-18T00:00:00+05:00',
    });
    expect(groupWide).toMatchObject({
      branch: null,
      branchName: null,
      date: '2024-03-01T09:30:00+05:00',
    });
  });

  it('reshape the event detail whether it is an object or an array, and prefer its detail text', () => {
    const wire = {
      nevenT_ID: 9,
      news: 'Seminar',
      description: '<p>Short</p>',
      detail: '<p>Long</p>',
    };
    expect(reshapeNewsDetail(wire, HOST)?.bodyHtml).toBe('<p>Long</p>');
    expect(reshapeNewsDetail([wire], HOST)?.id).toBe('9');
    expect(reshapeNewsDetail(null, HOST)).toBeNull();
    // The host says "no such record" with a 404; the same words with a 200 are a wrong answer.
    expect(() => reshapeNewsDetail({ Message: 'No HTTP resource' }, HOST)).toThrow();
    expect(reshapeNewsDetail([], HOST)).toBeNull();
    // A body that is no record at all is malformed, so the last good copy is kept.
    expect(() => reshapeNewsDetail('<html>Server Error</html>', HOST)).toThrow();
  });
});

describe('about us', () => {
  it('keep entries of known branches, with a placeholder picture', () => {
    const entries = reshapeAbout(
      [
        {
          brancH_NAME: 'Bahria Golf City',
          heading: 'About Islamabad',
          abouT_US: '<p>Since 2010</p>',
          imagE_PATH: null,
        },
        { brancH_NAME: 'Nowhere', heading: 'x' },
      ],
      HOST,
    );
    expect(entries).toEqual([
      {
        branch: 'BAHRIA_GOLF_CITY',
        heading: 'About Islamabad',
        html: '<p>Since 2010</p>',
        image: { url: FALLBACK_IMAGES.about, alt: 'About Islamabad', isFallback: true },
      },
    ]);
  });
});

describe('announcements, jobs and galleries', () => {
  it('reshape announcements with text and HTML of their details', () => {
    const [announcement] = reshapeAnnouncements(
      [
        {
          announcemenT_ID: 3,
          announcemenT_TITLE: 'Health camp',
          brancH_NAME: 'Akhtar Saeed Trust Hospital',
          announcemenT_CATEGORY: 'Health Camp',
          details: '<p>Free&nbsp;checkups</p>',
          datE_OF_EVENT: null,
        },
      ],
      HOST,
    );
    expect(announcement).toMatchObject({
      id: '3',
      branchName: 'Akhtar Saeed Trust Hospital',
      detailsText: 'Free checkups',
      eventDate: null,
      image: { url: FALLBACK_IMAGES.announcement },
    });
  });

  it('reshape jobs with numbers, dates and sanitised HTML', () => {
    const [job] = reshapeJobs(
      [
        {
          joB_ID: '5',
          joB_TITLE: 'Staff Nurse',
          numbeR_OF_POSITIONS: '3',
          applicatioN_DEADLINE: '2025-01-31T00:00:00',
          expecteD_START_DATE: '',
          skilL_REQUIREMENTS: '<ul><li>BSN</li></ul><img src=x onerror=alert(1)>',
        },
      ],
      HOST,
    );
    expect(job).toMatchObject({
      id: '5',
      positions: 3,
      applicationDeadline: '2025-01-31T00:00:00+05:00',
      expectedStartDate: null,
    });
    expect(job?.skillsHtml).not.toMatch(/onerror/);
  });

  it('reshape galleries and their photos, leaving out photos without a picture', () => {
    expect(
      reshapeGalleries([{ pgM_ID: 4, gallerY_NAME: null, description: null }], HOST)[0],
    ).toMatchObject({
      id: '4',
      name: null,
      cover: { alt: 'Gallery', isFallback: true },
    });
    const images = reshapeGalleryImages(
      [
        { pgmiteM_ID: 1, imagE_PATH: '~/Images/Gallery/1.jpg' },
        { pgmiteM_ID: 2, imagE_PATH: null },
      ],
      HOST,
      'Opening ceremony',
    );
    expect(images).toEqual([
      {
        id: '1',
        image: { url: `${HOST}Images/Gallery/1.jpg`, alt: 'Opening ceremony', isFallback: false },
      },
    ]);
  });

  it('show their own picture once: a copy pasted into the text is dropped, other pictures stay', () => {
    const [entry] = reshapeAbout(
      [
        {
          brancH_NAME: 'DHA',
          heading: 'Care close to home',
          abouT_US:
            '<p>Modern theatres</p><p><img src="/Images/AboutUs/dha 1.jpg" width="600"></p>' +
            '<p><img src="~/Images/AboutUs/ward.jpg"></p>',
          imagE_PATH: '~\\Images\\AboutUs\\dha%201.jpg',
        },
      ],
      HOST,
    );
    expect(entry!.image.url).toBe(`${HOST}Images/AboutUs/dha%201.jpg`);
    expect(entry!.html).toContain('Modern theatres');
    expect(entry!.html).not.toContain('dha%25201.jpg');
    expect(entry!.html).not.toContain('dha%201.jpg');
    expect(entry!.html).toContain(encodeURIComponent(`${HOST}Images/AboutUs/ward.jpg`));
  });
});

describe('wire dates', () => {
  it('become ISO 8601 in Pakistan time, or null', () => {
    expect(wireDate.parse('2024-05-12T14:05:09')).toBe('2024-05-12T14:05:09+05:00');
    expect(wireDate.parse('2024-05-12')).toBe('2024-05-12T00:00:00+05:00');
    expect(wireDate.parse('2024-05-12 08:00')).toBe('2024-05-12T08:00:00+05:00');
    for (const value of [null, undefined, '', 'soon', '2024-13-45T00:00:00'])
      expect(wireDate.parse(value)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  reshapeConsultant,
  reshapeConsultantById,
  reshapeConsultants,
} from '@/adapters/consultants';
import { FALLBACK_IMAGES } from '@/adapters/images';

const HOST = 'http://127.0.0.1:4010/main/';

const wire = {
  consultanT_ID: 117,
  consultanT_NAME: ' Dr. Ayesha Siddiqa ',
  designation: 'Consultant Cardiologist',
  timing: 'Mon - Fri: 5:00 PM - 8:00 PM',
  department: 'Cardiology',
  brancH_NAME: ' dha',
  imagE_PATH: '~/Images/Consultants/dr-ayesha-117.jpg',
  consultanT_SPECIALITY: 'Interventional Cardiology',
  profilE_NAME: 'MBBS, FCPS (Cardiology).',
  pmdC_NO: '12345-P',
  isActive: 'Y',
};

describe('reshapeConsultant', () => {
  it('turns a wire record into the clean model, against the host that served it', () => {
    const consultants = reshapeConsultants([wire], HOST);
    expect(consultants).toEqual([
      {
        id: '117',
        name: 'Dr. Ayesha Siddiqa',
        designation: 'Consultant Cardiologist',
        timing: 'Mon - Fri: 5:00 PM - 8:00 PM',
        department: 'Cardiology',
        branch: 'DHA',
        branchName: 'DHA',
        branchSpelling: 'dha',
        photo: {
          url: `${HOST}Images/Consultants/dr-ayesha-117.jpg`,
          alt: 'Dr. Ayesha Siddiqa',
          isFallback: false,
        },
        speciality: 'Interventional Cardiology',
        profile: 'MBBS, FCPS (Cardiology).',
      },
    ]);
  });

  it('reads ids sent as strings and nulls, blanks and missing fields as missing values', () => {
    const [consultant] = reshapeConsultants(
      [
        {
          consultanT_ID: '42',
          consultanT_NAME: 'Dr. Bilal Ahmed',
          designation: null,
          timing: '  ',
          brancH_NAME: 'Bahria  Golf City',
          imagE_PATH: '',
        },
      ],
      HOST,
    );
    expect(consultant).toMatchObject({
      id: '42',
      designation: null,
      timing: null,
      department: null,
      speciality: null,
      profile: null,
      branch: 'BAHRIA_GOLF_CITY',
      branchName: 'Islamabad (Bahria Golf City)',
      // Kept as the record spells it, for search.
      branchSpelling: 'Bahria  Golf City',
      photo: { url: FALLBACK_IMAGES.doctor, isFallback: true },
    });
  });

  it("keeps an unknown branch's own spelling and no branch id", () => {
    const consultant = reshapeConsultants([{ ...wire, brancH_NAME: ' Karachi ' }], HOST)[0];
    expect(consultant?.branch).toBeNull();
    expect(consultant?.branchName).toBe('Karachi');
  });

  it('drops records without a usable id or name instead of failing the whole list', () => {
    const list = reshapeConsultants(
      [
        wire,
        { ...wire, consultanT_ID: null },
        { ...wire, consultanT_ID: 'abc' },
        { ...wire, consultanT_NAME: '' },
        7,
        null,
      ],
      HOST,
    );
    expect(list.map((consultant) => consultant.id)).toEqual(['117']);
  });

  it('rejects a feed that is not a list', () => {
    expect(() => reshapeConsultants({ Message: 'An error has occurred.' }, HOST)).toThrow();
  });

  it('returns null for a record without a name', () => {
    expect(
      reshapeConsultant({ ...wire, consultanT_ID: '1', consultanT_NAME: null } as never, HOST),
    ).toBeNull();
  });
});

describe('reshapeConsultantById', () => {
  it('takes the object, or the first element when the service answers an array', () => {
    expect(reshapeConsultantById(wire, HOST)?.id).toBe('117');
    expect(reshapeConsultantById([wire, { ...wire, consultanT_ID: 2 }], HOST)?.id).toBe('117');
  });

  it('answers null for an empty array or a null body', () => {
    expect(reshapeConsultantById([], HOST)).toBeNull();
    expect(reshapeConsultantById(null, HOST)).toBeNull();
  });
});

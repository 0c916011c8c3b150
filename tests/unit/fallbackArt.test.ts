import { describe, expect, it } from 'vitest';
import { pictureFor } from '@/adapters/images';
import { ownPicture } from '@/components/ui/FallbackArt';
import { iconFor, type IconName } from '@/components/ui/departmentIcons';
import { initialsOf } from '@/components/ui/Initials';
import { GENERIC_DEPARTMENTS } from '@/domain/genericDepartments';
import { DEPARTMENT_CATALOGUE } from '@/sandbox/data/departments';
import { services } from '@/sandbox/data/services-feed';

const HOST = 'http://127.0.0.1:4010/plain/';

describe('the icon of a department or service', () => {
  const departments: [string, IconName][] = [
    ['Cardiology', 'heart'],
    ['Neurology', 'brain'],
    ['Neurosurgery', 'brain'],
    ['Psychiatry', 'brain'],
    ['Orthopaedic Surgery', 'bone'],
    ['Radiology', 'scan'],
    ['Gynaecology & Obstetrics', 'baby'],
    ['Paediatrics', 'baby'],
    ['Medicine', 'stethoscope'],
    ['Dental', 'tooth'],
    ['ENT', 'ear'],
    ['Urology', 'kidney'],
    ['Nephrology', 'kidney'],
    ['Gastroenterology', 'stomach'],
    ['Dermatology', 'skin'],
    ['Pathology', 'flask'],
    ['Emergency', 'ambulance'],
    ['General Surgery', 'scalpel'],
  ];
  const serviceTitles: [string, IconName][] = [
    ['Emergency & Trauma Care', 'ambulance'],
    ['FH Laboratory', 'flask'],
    ['Blood Bank', 'flask'],
    ['Radiology & Imaging', 'scan'],
    ['Intensive Care Unit (ICU)', 'bed'],
    ['Neonatal ICU (NICU)', 'baby'],
    ['Maternity & Labour Room', 'baby'],
    ['Cardiac Cath Lab', 'heart'],
    ['Dialysis Unit', 'kidney'],
    ['Operation Theatres', 'scalpel'],
    ['Pharmacy (24 Hours)', 'pill'],
    ['Free Dispensary', 'pill'],
    ['Ambulance Service', 'ambulance'],
    ['Home Medical Services', 'stethoscope'],
  ];
  const generic: [string, IconName][] = [
    ['Eyes', 'eye'],
    ['Pulmonology', 'lungs'],
    ['Ear Nose & Throat (ENT)', 'ear'],
    ['Dental & Maxillofacial', 'tooth'],
    ['Dermatology & Cosmetology', 'skin'],
    ['Orthopedics', 'bone'],
    ['Plastic Surgery', 'scalpel'],
    ['Diet & Nutrition', 'stethoscope'],
  ];

  it('is picked by the words of the sandbox departments’ names', () => {
    const names = DEPARTMENT_CATALOGUE.map((department) => department.name);
    for (const [name, icon] of departments) {
      expect(names, name).toContain(name);
      expect([name, iconFor(name)]).toEqual([name, icon]);
    }
  });

  it('is picked by the words of the sandbox services’ titles, a speciality before its setting', () => {
    const titles = new Set(services.map((service) => service.servicE_HEADER));
    for (const [title, icon] of serviceTitles) {
      expect(titles, title).toContain(title);
      expect([title, iconFor(title)]).toEqual([title, icon]);
    }
  });

  it('is picked for the general department list, the stethoscope when no word says more', () => {
    const names = GENERIC_DEPARTMENTS.map((department) => department.name);
    for (const [name, icon] of generic) {
      expect(names, name).toContain(name);
      expect([name, iconFor(name)]).toEqual([name, icon]);
    }
    expect(iconFor('')).toBe('stethoscope');
  });

  it('matches words from their start, whatever their case', () => {
    expect(iconFor('UROLOGY')).toBe('kidney');
    expect(iconFor('Orthodontics (Braces)')).toBe('tooth');
    expect(iconFor('Early Detection Clinic')).toBe('stethoscope');
    expect(iconFor('Accident & Emergency')).toBe('ambulance');
  });
});

describe('a record without a picture of its own', () => {
  it('is one with none, or whose picture the API marks as a stand-in', () => {
    expect(ownPicture(null)).toBeNull();
    expect(ownPicture(pictureFor('service', null, HOST, 'ICU'))).toBeNull();
  });

  it('is not one with a picture from the content service', () => {
    const own = pictureFor('service', '~/Images/icu.jpg', HOST, 'ICU');
    expect(ownPicture(own)).toBe(own);
  });
});

describe('initials', () => {
  it('are of the first and last words of a name, titles left out', () => {
    expect(initialsOf('Dr. Ayesha Khan')).toBe('AK');
    expect(initialsOf('Prof. Dr. Muhammad Ali Raza')).toBe('MR');
    expect(initialsOf('Mrs Farah Naz')).toBe('FN');
    expect(initialsOf('Miss sana tariq')).toBe('ST');
    expect(initialsOf('MR. IMRAN')).toBe('I');
    expect(initialsOf('dr.ayesha  khan')).toBe('AK');
  });

  it('are one letter for one word, and a question mark when no name is left', () => {
    expect(initialsOf('Ayesha')).toBe('A');
    expect(initialsOf('Ms. Zoë')).toBe('Z');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('Dr.')).toBe('');
    expect(initialsOf('- 123')).toBe('');
  });

  it('begin at a word’s first letter', () => {
    expect(initialsOf('"Bilal" (O’Neil)')).toBe('BO');
    expect(initialsOf('ümran ölmez')).toBe('ÜÖ');
  });
});

import { describe, expect, it } from 'vitest';
import { reshapeLabReports } from '@/adapters/labs';
import { isLabId, otherLabs } from '@/domain/labs';
import { readLabQuery } from '@/components/lab/labQuery';
import { findAddress, labLookupPath } from '@/domain/addresses';

/** The route an address is shown from, by the address table. */
const labRouteOf = (path: string) => findAddress(path)?.route ?? null;
import { chooseLabId } from '@/graphql/resolvers/labs';
import en from '@/messages/en.json' with { type: 'json' };

describe('which id a lab lookup uses', () => {
  it('is the test id when both are given, trimmed', () => {
    expect(chooseLabId(en.lab, ' 200148 ', ' 40000013 ')).toEqual({
      idKind: 'TEST',
      id: '40000013',
    });
    expect(chooseLabId(en.lab, '200148', '')).toEqual({ idKind: 'PATIENT', id: '200148' });
    expect(chooseLabId(en.lab, null, '40000013')).toEqual({ idKind: 'TEST', id: '40000013' });
  });

  it('asks for one when neither is given', () => {
    expect(() => chooseLabId(en.lab, '  ', undefined)).toThrow(
      'Please enter either a Test ID or Patient ID.',
    );
  });

  it('refuses an id that is not 4 to 12 digits', () => {
    for (const id of ['123', '1234567890123', '12a456', '200-148', '２００１４８']) {
      expect(isLabId(id), id).toBe(false);
      expect(() => chooseLabId(en.lab, id, null)).toThrow('An ID is 4 to 12 digits');
    }
    expect(isLabId('0001')).toBe(true);
  });
});

describe("a lab's report rows", () => {
  it('keep every usable row, each missing value null, dates in Pakistan time', () => {
    expect(
      reshapeLabReports([
        {
          reporT_ID: 3000077,
          tesT_NAME: ' Lipid Profile ',
          reporT_STATUS: 'Approved',
          approvaL_DATE: '2026-10-30T15:58:00.123',
          remarks: '',
          reporT_NAME: 'LAB-A-3000077',
          extra: 'ignored',
        },
        { reporT_ID: '3000088', tesT_NAME: null, reporT_STATUS: null, approvaL_DATE: null },
        { tesT_NAME: 'no id' },
        'not a row',
      ]),
    ).toEqual([
      {
        id: '3000077',
        testName: 'Lipid Profile',
        status: 'Approved',
        approvalDate: '2026-10-30T15:58:00+05:00',
        remarks: null,
        reportName: 'LAB-A-3000077',
      },
      {
        id: '3000088',
        testName: null,
        status: null,
        approvalDate: null,
        remarks: null,
        reportName: null,
      },
    ]);
  });

  it('fail on an answer that is not a list', () => {
    expect(() => reshapeLabReports({ Message: 'An error has occurred.' })).toThrow();
  });
});

describe('the lab report addresses', () => {
  it('show every spelling of the specification, in any case, from the lab routes', () => {
    expect(labRouteOf('/labreports')).toBe('/patient-reports/main');
    expect(labRouteOf('/LabReports')).toBe('/patient-reports/main');
    expect(labRouteOf('/labreports/200148')).toBe('/patient-reports/main/200148');
    expect(labRouteOf('/labReportsWW')).toBe('/patient-reports/westwood');
    expect(labRouteOf('/labreportsWW/200148')).toBe('/report-files/westwood/200148');
    expect(labRouteOf('/LabReportsisl/210000')).toBe('/patient-reports/islamabad/210000');
    expect(labRouteOf('/labReportsbe')).toBe('/patient-reports/enclave');
    expect(labRouteOf('/labreportsBE/220000')).toBe('/patient-reports/enclave/220000');
    expect(labRouteOf('/LabReportAS')).toBe('/patient-reports/akhtar');
    expect(labRouteOf('/LabReportAS/230000')).toBe('/patient-reports/akhtar/230000');
  });

  it("serve the lab servers' report links from this site", () => {
    expect(labRouteOf('/LabReports/CombinedReport')).toBe('/report-files/combined');
    expect(labRouteOf('/LabReports/NormalTempReport/3000077')).toBe('/report-files/single/3000077');
  });

  it('leave every other address alone, and name nothing below a patient', () => {
    expect(labRouteOf('/labs')).toBeNull();
    expect(labRouteOf('/history')).toBe('/history');
    expect(labRouteOf('/labreports/1/2')).toBeNull();
  });
});

describe('a lookup that found nothing (issue 54)', () => {
  it('offers every other laboratory, in the group’s order', () => {
    expect(otherLabs('LAHORE')).toEqual(['ISLAMABAD', 'BAHRIA_ENCLAVE', 'AKHTAR_SAEED']);
    expect(otherLabs('BAHRIA_ENCLAVE')).toEqual(['LAHORE', 'ISLAMABAD', 'AKHTAR_SAEED']);
  });

  it("leads to the patient's reports at each laboratory's own address", () => {
    expect(labLookupPath('LAHORE', '210037')).toBe('/labreports/210037');
    expect(labLookupPath('ISLAMABAD', '200148')).toBe('/LabReportsisl/200148');
    expect(labLookupPath('BAHRIA_ENCLAVE', '200148')).toBe('/labReportsbe/200148');
    expect(labLookupPath('AKHTAR_SAEED', '200148')).toBe('/LabReportAS/200148');
    // Each is one of the addresses that list a patient's reports at that laboratory.
    expect(labRouteOf('/LabReportsisl/200148')).toBe('/patient-reports/islamabad/200148');
  });

  it('leads a test id, which no address carries, to the laboratory’s search', () => {
    expect(labLookupPath('ISLAMABAD', null)).toBe('/LabReportsisl');
    expect(labLookupPath('LAHORE', null)).toBe('/labreports');
  });
});

describe('the lab search form', () => {
  it("reads the lab chosen, or the page's own when it names none or a wrong one", () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(entries)) data.set(key, value);
      return data;
    };
    expect(readLabQuery(form({ lab: 'ISLAMABAD', patientId: ' 210000 ' }), 'LAHORE')).toEqual({
      lab: 'ISLAMABAD',
      patientId: '210000',
      testId: '',
    });
    expect(readLabQuery(form({ lab: 'MARS', testId: '1' }), 'AKHTAR_SAEED').lab).toBe(
      'AKHTAR_SAEED',
    );
  });
});

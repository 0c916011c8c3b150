import { describe, expect, it } from 'vitest';
import { RequestFormPageDocument } from '@/graphql/__generated__/operations';
import { executeOperation, postDocumentText } from './support';

describe('the branch options of the request forms', () => {
  it('give each branch with the label patients read, the value the template expects and its phone', async () => {
    const { status, body } = await executeOperation(RequestFormPageDocument, {
      form: 'APPOINTMENT',
    });
    expect(status).toBe(200);
    const options = body.data!.requestFormOptions;
    expect(options.map(({ label, value }) => [label, value])).toEqual([
      ['Allama Iqbal Town', 'Iqbal Town'],
      ['DHA', 'DHA'],
      ['West Wood', 'West Wood'],
      ['Islamabad (Bahria Golf City)', 'Behria Gold'],
      ['Bahria Enclave', 'Behria Inlave'],
      ['Akhtar Saeed Trust Hospital', 'Akhter Seed Trust Hospital'],
      ['Doctors Hospital Johar Town', 'Doctors Hospital'],
    ]);
    for (const { branch } of options) expect(branch.phone).toMatch(/^0\d{2} \d{4} \d{4}$/);
  });

  it('name Golf City "Islamabad" on the complaint form', async () => {
    const { body } = await executeOperation(RequestFormPageDocument, { form: 'COMPLAINT' });
    expect(body.data!.requestFormOptions[3]).toMatchObject({
      label: 'Islamabad',
      value: 'Islamabad',
      branch: { id: 'BAHRIA_GOLF_CITY' },
    });
  });

  it('refuse a form that does not exist', async () => {
    const { body } = await postDocumentText('{ requestFormOptions(form: NEWSLETTER) { value } }');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/RequestForm/);
  });
});

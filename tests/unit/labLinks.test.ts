import { afterEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import {
  combinedReportLink,
  openLabLink,
  sealLabLink,
  singleReportLink,
  type LabFileGrant,
} from '@/adapters/labLinks';

/** The sealed links to report files that a lab lookup hands out (adapters/labLinks.ts). */

const NOW = Date.parse('2026-11-24T10:00:00Z');
const single: LabFileGrant = {
  kind: 'single',
  lab: 'ISLAMABAD',
  id: '210000',
  reportId: '3000077',
  expiresAt: NOW + 60_000,
};
const tokenOf = (link: string) => new URL(link, 'http://site').searchParams.get('t')!;

afterEach(() => {
  delete process.env.LAB_LINK_SECRET;
  delete process.env.LAB_LINK_TTL_SECONDS;
  reloadConfig();
});

describe('a report link', () => {
  it('opens what it was sealed for, until it expires', () => {
    const token = sealLabLink(single);
    expect(openLabLink(token, NOW)).toEqual(single);
    expect(openLabLink(token, NOW + 59_999)).toEqual(single);
    expect(openLabLink(token, NOW + 60_000)).toBeNull();
    const combined: LabFileGrant = {
      kind: 'combined',
      lab: 'LAHORE',
      id: '200148',
      expiresAt: NOW + 1,
    };
    expect(openLabLink(sealLabLink(combined), NOW)).toEqual(combined);
  });

  it('carries no readable id, and differs each time it is made', () => {
    const first = sealLabLink(single);
    const second = sealLabLink(single);
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      expect(token).toMatch(/^[\w-]+$/);
      const text = Buffer.from(token, 'base64url').toString('latin1');
      for (const id of ['210000', '3000077', 'ISLAMABAD']) expect(text).not.toContain(id);
    }
  });

  it('is refused when any byte of it is altered, cut short or made up', () => {
    const bytes = Buffer.from(sealLabLink(single), 'base64url');
    for (let at = 0; at < bytes.length; at += 1) {
      const altered = Buffer.from(bytes);
      altered[at]! ^= 0x01;
      expect(openLabLink(altered.toString('base64url'), NOW), `byte ${at}`).toBeNull();
    }
    expect(openLabLink(bytes.subarray(0, 40).toString('base64url'), NOW)).toBeNull();
    for (const made of ['', 'x', 'A'.repeat(120), '%%%', 'a'.repeat(600)]) {
      expect(openLabLink(made, NOW)).toBeNull();
    }
  });

  it('is sealed under LAB_LINK_SECRET: another secret cannot open it', () => {
    process.env.LAB_LINK_SECRET = 'a'.repeat(32);
    reloadConfig();
    const token = sealLabLink(single);
    expect(openLabLink(token, NOW)).toEqual(single);
    process.env.LAB_LINK_SECRET = 'b'.repeat(32);
    reloadConfig();
    expect(openLabLink(token, NOW)).toBeNull();
  });

  it('works for LAB_LINK_TTL_SECONDS, at the addresses the lab servers used', () => {
    process.env.LAB_LINK_TTL_SECONDS = '120';
    reloadConfig();
    const before = Date.now();
    const combined = combinedReportLink('LAHORE', '200148');
    expect(combined).toMatch(/^\/LabReports\/CombinedReport\?t=[\w-]+$/);
    const grant = openLabLink(tokenOf(combined))!;
    expect(grant).toMatchObject({ kind: 'combined', lab: 'LAHORE', id: '200148' });
    expect(grant.expiresAt - before).toBeGreaterThanOrEqual(120_000);
    expect(grant.expiresAt - Date.now()).toBeLessThanOrEqual(120_000);

    const link = singleReportLink('AKHTAR_SAEED', '3000077', '40000013');
    expect(link).toMatch(/^\/LabReports\/NormalTempReport\/3000077\?t=[\w-]+$/);
    expect(openLabLink(tokenOf(link))).toMatchObject({
      kind: 'single',
      lab: 'AKHTAR_SAEED',
      id: '40000013',
      reportId: '3000077',
    });
  });
});

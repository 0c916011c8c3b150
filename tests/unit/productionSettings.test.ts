import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContentHosts } from '@/adapters/hosts';
import { parseConfig } from '@/adapters/config';
import {
  LAPTOP_DEFAULTS,
  REFUSED_START_EXIT_CODE,
  SANDBOX_SWITCH,
  productionProblems,
  startRefusal,
} from '@/domain/productionSettings';

/**
 * Issue 53: a production start without SITE_URL pointed the payment gateway's return address,
 * canonical links and the sitemap at localhost. The front server refuses every setting whose
 * default is right only on a laptop, in one line (server/main.ts).
 */

/** A production environment with every setting the rule asks for set. */
const PRODUCTION = {
  SITE_URL: 'https://www.farooqhospital.pk',
  CONTENT_HOST_MAIN: 'https://farooqhospital.com.pk/',
  CONTENT_HOST_PLAIN: 'http://203.0.113.10:8080/',
  CONTENT_HOST_ENCLAVE: 'http://203.0.113.10:8081/',
  CONTENT_HOST_NEWS: 'http://203.0.113.11/',
  CONTENT_HOST_EVENTS: 'http://203.0.113.12/',
  CONTENT_HOST_PHARMACY: 'https://pharmacy.farooqhospital.com.pk/',
  LAB_HOST_A: 'https://lab-a.farooqhospital.com.pk/',
  LAB_HOST_B: 'https://lab-b.farooqhospital.com.pk/',
  LAB_HOST_C: 'https://lab-c.farooqhospital.com.pk/',
  LAB_HOST_D: 'https://lab-d.farooqhospital.com.pk/',
  PAYPRO_BASE_URL: 'https://api.paypro.com.pk/v2/',
  PAYPRO_CLIENT_ID: 'farooq-client',
  PAYPRO_CLIENT_SECRET: 'a-real-secret',
  PAYPRO_MERCHANT_ID: 'FAROOQ-1',
  LAB_LINK_SECRET: 'l'.repeat(40),
  PAYMENT_COOKIE_SECRET: 'p'.repeat(40),
};

const refused = (env: Record<string, string | undefined>) =>
  productionProblems(env).flatMap((problem) => problem.variables);

describe('a production start', () => {
  it('starts with every laptop default replaced', () => {
    expect(productionProblems(PRODUCTION)).toEqual([]);
    expect(startRefusal(PRODUCTION)).toBeNull();
  });

  it('without SITE_URL stops with one line that names it and says what to do', () => {
    const line = startRefusal({ ...PRODUCTION, SITE_URL: undefined });
    expect(line).toBe(
      "Refusing to start: SITE_URL is unset or a loopback address (http://localhost:3000): set it to the site's public https address. See .env.example (SITE_SANDBOX=1 is for a run on the sandbox only).",
    );
  });

  it.each([
    '',
    'http://localhost:3000',
    'http://127.0.0.1:3100',
    'https://[::1]/',
    'http://0.0.0.0:3000',
  ])('refuses SITE_URL=%s', (address) =>
    expect(refused({ ...PRODUCTION, SITE_URL: address })).toEqual(['SITE_URL']),
  );

  it('names every setting left at a laptop’s value, in one line', () => {
    const line = startRefusal({});
    expect(line).not.toContain('\n');
    for (const name of [
      ...Object.keys(LAPTOP_DEFAULTS),
      'LAB_LINK_SECRET',
      'PAYMENT_COOKIE_SECRET',
    ]) {
      expect(line, name).toContain(name);
    }
  });

  it('refuses an upstream on loopback, as .env.example’s copy or the sandbox on another port', () => {
    expect(refused({ ...PRODUCTION, CONTENT_HOST_MAIN: 'http://127.0.0.1:4010/main/' })).toEqual([
      'CONTENT_HOST_MAIN',
    ]);
    expect(
      refused({ ...PRODUCTION, LAB_HOST_C: 'http://localhost:4110/lab-c/', PAYPRO_BASE_URL: '' }),
    ).toEqual(['LAB_HOST_C', 'PAYPRO_BASE_URL']);
  });

  it('refuses the sandbox’s merchant account, missing secrets and the tests’ reset control', () => {
    expect(
      refused({
        ...PRODUCTION,
        PAYPRO_CLIENT_ID: 'sandbox-client-id',
        PAYPRO_MERCHANT_ID: undefined,
        PAYMENT_COOKIE_SECRET: ' ',
        ENABLE_TEST_CONTROLS: '1',
      }),
    ).toEqual([
      'PAYPRO_CLIENT_ID',
      'PAYPRO_MERCHANT_ID',
      'PAYMENT_COOKIE_SECRET',
      'ENABLE_TEST_CONTROLS',
    ]);
  });

  it('on the sandbox, says so with SITE_SANDBOX=1 and is let through', () => {
    expect(SANDBOX_SWITCH).toBe('SITE_SANDBOX');
    expect(startRefusal({ [SANDBOX_SWITCH]: '1', ENABLE_TEST_CONTROLS: '1' })).toBeNull();
    expect(startRefusal({ [SANDBOX_SWITCH]: '0' })).not.toBeNull();
  });
});

describe('the laptop’s defaults', () => {
  it('are the adapters’ defaults: each one the rule reads is the one the site would use', () => {
    const config = parseConfig({});
    const { hosts } = readContentHosts({});
    expect(Object.values(hosts)).toEqual(
      Object.entries(LAPTOP_DEFAULTS)
        .filter(([name]) => name.startsWith('CONTENT_HOST_'))
        .map(([, value]) => value),
    );
    expect(Object.values(config.labs.hosts).sort()).toEqual(
      ['A', 'B', 'C', 'D'].map((letter) => LAPTOP_DEFAULTS[`LAB_HOST_${letter}` as 'LAB_HOST_A']),
    );
    expect(config.paypro).toMatchObject({
      base: LAPTOP_DEFAULTS.PAYPRO_BASE_URL,
      clientId: LAPTOP_DEFAULTS.PAYPRO_CLIENT_ID,
      clientSecret: LAPTOP_DEFAULTS.PAYPRO_CLIENT_SECRET,
      merchantId: LAPTOP_DEFAULTS.PAYPRO_MERCHANT_ID,
    });
  });

  it('a refused start is not restarted by systemd: it would only be refused again', () => {
    const unit = readFileSync('deploy/systemd/farooq-hospital@.service', 'utf8');
    expect(unit).toMatch(new RegExp(`^RestartPreventExitStatus=${REFUSED_START_EXIT_CODE}$`, 'm'));
  });
});

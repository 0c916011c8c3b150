import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { sharedRedis, sharedStateStatus } from '@/adapters/sharedState';
import type { Sandbox } from '@/sandbox/server';
import { startRedis } from '@/scripts/cluster';
import { PAYMENT_INPUT } from '../support/payment';
import { PayDocument } from './__generated__/operations';
import { executeOperation, startTestSandbox } from './support';

/**
 * Payments with the state shared through a real Redis, which loses its data between two of them
 * (a restart without persistence, an eviction, a failover): the second must still go through.
 * Needs redis-server (Debian's package; `npm test` installs it): without it this test fails.
 */
let sandbox: Sandbox;
let redis: Awaited<ReturnType<typeof startRedis>>;

beforeAll(async () => {
  redis = await startRedis();
  sandbox = await startTestSandbox({
    REDIS_URL: redis.url,
    // Several instances share Redis, so the configuration requires the secrets.
    LAB_LINK_SECRET: 'l'.repeat(32),
    PAYMENT_COOKIE_SECRET: 'p'.repeat(32),
    PAYMENTS_PER_MINUTE: '1000',
  });
  await vi.waitFor(
    async () => {
      sharedRedis();
      expect(sharedStateStatus()).toBe('redis');
    },
    { timeout: 10_000, interval: 100 },
  );
}, 20_000);

afterAll(async () => {
  sharedRedis()?.disconnect();
  await redis?.stop();
  await sandbox?.close();
  for (const name of ['REDIS_URL', 'LAB_LINK_SECRET', 'PAYMENT_COOKIE_SECRET'])
    delete process.env[name];
  reloadConfig();
});

const pay = (ip: string) =>
  executeOperation(
    PayDocument,
    {
      input: PAYMENT_INPUT,
    },
    { 'x-forwarded-for': ip, 'x-client-address': ip },
  );

describe('with Redis', () => {
  it('a payment after Redis lost its data goes through, under a new order number', async () => {
    const first = await pay('10.70.0.1');
    expect(first.body.errors).toBeUndefined();
    // The state did go to Redis: the gateway token and the order.
    expect(await sharedRedis()!.dbsize()).toBeGreaterThan(0);

    await sharedRedis()!.flushall();
    const second = await pay('10.70.0.2');
    expect(second.body.errors).toBeUndefined();

    const numbers = [first, second].map(
      (answer) => answer.body.data!.createMedicinePayment.orderNumber,
    );
    expect(numbers[0]).not.toBe(numbers[1]);
    expect(sandbox.payproOrders().map((order) => order.orderNumber)).toEqual(numbers);
  });
});

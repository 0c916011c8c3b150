import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { getFeed, peekFeed, resetUpstreamState, upstreamHealth } from '@/adapters/http';
import { processWide } from '@/adapters/processWide';
import { copies as graphqlAnswers, forgetAnswers } from '@/graphql/responseCache';
import { heapBytes } from '@/domain/heapBytes.mjs';
import { MEMORY_BUDGETS, memoryBudget } from '@/domain/memoryBudgets.mjs';

/**
 * Every cache an instance keeps is bounded in bytes (issue 33): fed values larger than its budget
 * allows, it evicts the oldest rather than growing. Each budget is set to 1 MB here.
 */

const MB = 1024 * 1024;
/** Urdu text: V8 keeps it at two bytes a character, so a cache counting characters holds twice. */
const urdu = (characters: number) =>
  'ڈاکٹر '.repeat(Math.ceil(characters / 6)).slice(0, characters);

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the budgets', () => {
  it('are read in megabytes from their variables, with the documented defaults', () => {
    expect(memoryBudget('pageCache', {})).toBe(MEMORY_BUDGETS.pageCache.megabytes * MB);
    expect(memoryBudget('upstreamFeeds', { UPSTREAM_FEEDS_MEMORY_MB: '3' })).toBe(3 * MB);
  });

  it('refuse a value that is no whole number of megabytes', () => {
    expect(() => memoryBudget('graphqlAnswers', { GRAPHQL_ANSWERS_MEMORY_MB: '0.5' })).toThrow(
      /GRAPHQL_ANSWERS_MEMORY_MB must be a whole number of megabytes/,
    );
  });

  it('weigh Urdu text at two bytes a character and a buffer at its length', () => {
    expect(heapBytes(urdu(1000))).toBeGreaterThanOrEqual(2000);
    expect(heapBytes('a'.repeat(1000))).toBeLessThan(1100);
    expect(heapBytes({ rsc: Buffer.alloc(5000) })).toBeGreaterThanOrEqual(5000);
  });
});

describe('the upstream copies (adapters/http.ts)', () => {
  let server: Server;

  beforeEach(async () => {
    // Each feed: 200 records of 1,000 Urdu characters, about 0.4 MB parsed.
    server = createServer((_request, response) => {
      const records = Array.from({ length: 200 }, (_, id) => ({ id, about: urdu(1000) }));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(records));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    process.env.CONTENT_HOST_MAIN = `http://127.0.0.1:${port}/`;
    process.env.UPSTREAM_FEEDS_MEMORY_MB = '1';
    reloadConfig();
    resetUpstreamState();
  });

  afterEach(async () => {
    await new Promise((closed) => server.close(closed));
    resetUpstreamState();
    reloadConfig();
  });

  it('keep no more feeds than their byte budget holds, the newest first', async () => {
    for (let feed = 0; feed < 6; feed += 1) await getFeed('main', `feed/${feed}`, (raw) => raw);
    expect(upstreamHealth().main!.feedCopies!.count).toBeLessThanOrEqual(2);
    expect(peekFeed('main', 'feed/5')).toBeDefined();
    expect(peekFeed('main', 'feed/0')).toBeUndefined();
  });
});

describe('the kept GraphQL answers (graphql/responseCache.ts)', () => {
  it('keep no more answers than their byte budget holds', () => {
    process.env.GRAPHQL_ANSWERS_MEMORY_MB = '1';
    forgetAnswers();
    // Each answer: 100,000 Urdu characters, about 0.2 MB.
    const answer = (n: number) => ({ data: { about: `${n} ${urdu(100_000)}` } });
    for (let n = 0; n < 20; n += 1) void graphqlAnswers.set(`answer-${n}`, answer(n), [], 60_000);
    const kept = Array.from({ length: 20 }, (_, n) => graphqlAnswers.get(`answer-${n}`));
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(5);
    expect(kept[19]).toBeTruthy();
    forgetAnswers();
  });
});

describe('the payment orders (adapters/paypro.ts)', () => {
  it('keep no more orders than their byte budget holds', async () => {
    process.env.PAYMENT_ORDERS_MEMORY_MB = '1';
    const key = Symbol.for('farooq-hospital-web:paypro-orders');
    delete (globalThis as Record<symbol, unknown>)[key];
    await import('@/adapters/paypro');
    const orders = processWide('paypro-orders', () => {
      throw new Error('adapters/paypro.ts keeps its orders elsewhere');
    }) as { set(key: string, value: unknown): void; has(key: string): boolean; size: number };
    // Each order: a 50,000-character gateway id, about 50 KB.
    for (let n = 0; n < 100; n += 1) {
      orders.set(`FH-${n}`, { payProId: `${n}`.padEnd(50_000, 'x'), amount: '100' });
    }
    expect(orders.size).toBeLessThanOrEqual(21);
    expect(orders.has('FH-99')).toBe(true);
    delete (globalThis as Record<symbol, unknown>)[key];
  });
});

import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { badInput, isReadable, unavailable } from '@/graphql/errors';

describe('which errors people may read', () => {
  it('are our coded errors: bad input and an unavailable upstream', () => {
    expect(isReadable(badInput('first must be between 1 and 500.'))).toBe(true);
    expect(isReadable(unavailable('Failed to fetch data'))).toBe(true);
  });

  it('are errors of the request itself (syntax, validation), which carry no path', () => {
    expect(isReadable(new GraphQLError('Syntax Error: Expected Name, found <EOF>.'))).toBe(true);
  });

  it('are never a thrown non-GraphQL error, whatever it says', () => {
    const wrapped = new GraphQLError('connect ECONNREFUSED 10.0.0.4:8080', {
      path: ['consultants'],
      originalError: new Error('connect ECONNREFUSED 10.0.0.4:8080'),
    });
    expect(isReadable(wrapped)).toBe(false);
  });

  it('are never a resolver error without one of our codes, nor with a code of another', () => {
    expect(isReadable({ path: ['consultant'] })).toBe(false);
    expect(
      isReadable({ path: ['consultant'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ).toBe(false);
  });
});

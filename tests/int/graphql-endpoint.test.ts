import { describe, expect, it } from 'vitest';
import { yoga } from '@/graphql/yoga';
import { GRAPHQL_LIMITS } from '@/graphql/limits';
import { executeOperation } from './support';

describe('the /api/graphql endpoint', () => {
  it('serves GraphiQL with its assets inline, from no third-party CDN', async () => {
    const response = await yoga.fetch('http://localhost/api/graphql', {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('GraphiQL');
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    expect(html).not.toMatch(/<link[^>]+href="https?:\/\//);
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
  });

  it('describes every type and field of the schema', async () => {
    const { body } = await executeOperation<
      {
        __schema: {
          types: {
            name: string;
            description: string | null;
            fields: { name: string; description: string | null }[] | null;
          }[];
        };
      },
      never
    >('{ __schema { types { name description fields { name description } } } }');
    const own = body.data!.__schema.types.filter(
      (type) =>
        !type.name.startsWith('__') &&
        !['String', 'Boolean', 'ID', 'Int', 'Float'].includes(type.name),
    );
    for (const type of own) {
      expect(type.description, type.name).toBeTruthy();
      for (const field of type.fields ?? [])
        expect(field.description, `${type.name}.${field.name}`).toBeTruthy();
    }
  });

  it('rejects documents deeper than the depth limit', async () => {
    let selection = 'name';
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth; i += 1)
      selection = `branch { consultants { ${selection} } }`;
    const { body } = await executeOperation(`{ consultants { ${selection} } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects documents with too many aliases', async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: ok`,
    ).join(' ');
    const { body } = await executeOperation(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('answers a malformed document with a clear error', async () => {
    const { body } = await executeOperation('{ consultants { ');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADDRESSES, href } from '@/domain/addresses';

/**
 * Issue 55: every link to a page of the site is built by the address table's href builder
 * (domain/addresses/href.ts) or is one of its constants, so that a changed table changes every
 * link. This reads the product's sources and finds the site paths built by hand anywhere else.
 */

/** The product's sources: what is built and served (no tests, sandbox, benches or scripts). */
const PRODUCT = /^(app|components|graphql|adapters|domain|server|content)\/.*\.tsx?$/;
const ROOT_FILES = new Set(['proxy.ts', 'next.config.build.ts']);

function productFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))]
    .filter((file) => PRODUCT.test(file) || ROOT_FILES.has(file))
    .filter((file) => !file.startsWith('domain/addresses/') && !file.includes('__generated__'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        // Listed but deleted in the working tree (moved by someone at work beside this test).
        return false;
      }
    });
}

const segmentsOf = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

/** The first segment of every address of the table that is a page's (files name their own). */
const SITE_WORDS = new Set(
  ADDRESSES.filter((address) => address.kind !== 'file')
    .flatMap((address) => [address.path, ...(address.spellings ?? [])])
    .map((path) => segmentsOf(path)[0]?.toLowerCase())
    .filter((word): word is string => word !== undefined && !word.startsWith('{')),
);

/** A text that begins a site path: `/consultant/`, `/LabReports/CombinedReport?t=`. */
const beginsSitePath = (text: string) =>
  text.startsWith('/') && SITE_WORDS.has(segmentsOf(text)[0]?.toLowerCase() ?? '');

const TABLE_PATHS = new Set(
  ADDRESSES.flatMap((address) => [address.path, ...(address.spellings ?? [])]),
);

/**
 * Whole addresses written out that the builder gives: its fixed ones (the emergency page, the
 * appointment form) with their spellings, and a record kind's path without its number
 * (`/consultant`), which no page has: only a hand-built link would start with it.
 */
const GIVEN_BY_BUILDER = new Set([
  ...Object.values(href)
    .filter((build): build is () => string => build.length === 0)
    .flatMap((build) => {
      const path = build();
      const address = ADDRESSES.find((entry) => entry.path === path);
      return [path, ...(address?.spellings ?? [])];
    }),
  ...ADDRESSES.filter((address) => address.kind === 'record')
    .map((address) => address.path.replace(/\/\{id\}$/, ''))
    .filter((path) => !TABLE_PATHS.has(path)),
]);

/** Each place in a source that builds a site path by hand: `file:line: text`. */
function handBuilt(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isTemplateExpression(node) && beginsSitePath(node.head.text)) report(node);
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      ts.isStringLiteralLike(node.left) &&
      beginsSitePath(node.left.text)
    ) {
      report(node);
    } else if (ts.isStringLiteralLike(node) && GIVEN_BY_BUILDER.has(node.text)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('links to the site’s pages', () => {
  it('are built by the address table’s href builder, never by hand', () => {
    const files = productFiles();
    // The walk reads the product, not an empty list.
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => handBuilt(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it.each([
    ['`/consultant/${id}`', true],
    ['`/LabReports/NormalTempReport/${id}?t=${token}`', true],
    ["'/department/' + id", true],
    ['`/labreports/${id}`', true],
    ["'/emergency'", true],
    ["'/Appointment'", true],
    ["ids('/pressdetails', items)", true],
    // Files, another site's, and addresses written whole are no site path built by hand.
    ['`/images/departments/${slug}.svg`', false],
    ['`https://maps.google.com/${query}`', false],
    ["'/AboutUs'", false],
    ["'/careers'", false],
  ])('sees %s as built by hand: %s', (code, built) => {
    expect(handBuilt('example.ts', `const x = ${code};`).length > 0).toBe(built);
  });
});

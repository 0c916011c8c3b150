import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The layer rule's reports for a file of this text at this place in the tree. */
async function importRulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// Loading the lint's plugins and types takes its time on a busy machine.
describe('the layers (eslint.config.mjs LAYERS)', { timeout: 120_000 }, () => {
  it.each([
    // Locale facts are the domain's; the i18n components may not be reached from below them.
    ['domain/locales.ts', "import Link from '@/components/i18n/Link';"],
    ['domain/messages/catalogues.ts', "import { PageLocale } from '@/components/i18n/PageLocale';"],
    ['content/navigation.ts', "import { LanguageSwitch } from '@/components/i18n/LanguageSwitch';"],
    ['components/i18n/Link.tsx', "import Page from '@/app/[locale]/layout';"],
    ['sandbox/server.ts', "import { LOCALES } from '@/domain/locales';"],
    ['scripts/serve.ts', "import { PageLocale } from '@/components/i18n/PageLocale';"],
  ])('refuses, in %s: %s', async (filePath, code) => {
    expect(await importRulesBroken(filePath, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['components/i18n/Link.tsx', "import { localePath } from '@/domain/locales';"],
    ['app/[locale]/layout.tsx', "import { enterLocale } from '@/components/i18n/enterLocale';"],
  ])('allows, in %s: %s', async (filePath, code) => {
    expect(await importRulesBroken(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});

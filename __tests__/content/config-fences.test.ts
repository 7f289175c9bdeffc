import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeTitle, metaAttribute, metaFlag, olderWebpackVersion } from '@/lib/mdx/code-blocks';
import { WEBPACK_CONFIG_FILE, siteFences } from './page-code';

const workDir = join(process.cwd(), '.cache', 'config-fences');

interface Fence {
  where: string;
  file: string;
}

/** Every fence on the site that shows a whole webpack configuration file. */
function configFences(): Fence[] {
  return siteFences().flatMap(({ node, url, page, line }) => {
    const title = codeTitle(node.meta ?? undefined);
    if (
      !title ||
      !WEBPACK_CONFIG_FILE.test(title) ||
      node.lang === 'diff' ||
      metaFlag(node.meta, 'partial') ||
      metaAttribute(node.meta, 'sample') !== undefined ||
      // A migration guide's "before" configuration, written for an older webpack.
      olderWebpackVersion(node.meta) !== undefined
    )
      return [];
    // The line in the page's file, frontmatter counted, so a failure names where to look.
    const dir = join(workDir, `${page.name}-${url.split('/')[1] || 'top'}-${line}`);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, title);
    writeFileSync(file, node.value);
    return [{ where: `${page.path} line ${line}`, file }];
  });
}

/** Runs the validator script over configuration files; one result per file. */
function validate(files: string[]) {
  const output = execFileSync(process.execPath, ['scripts/checks/validate-webpack-configs.mjs', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as {
    file: string;
    ok: boolean;
    error?: string;
    checked?: string[];
    unchecked?: string[];
  }[];
}

describe('the configuration validator', () => {
  const fixtures = join(process.cwd(), '__tests__', 'fixtures', 'configs');

  it("rejects an option webpack does not know, with webpack's own message", () => {
    const [result] = validate([join(fixtures, 'unknown-option', 'webpack.config.js')]);
    expect(result?.ok).toBe(false);
    expect(result?.error).toMatch(/configuration\.output has an unknown property 'fileName'/);
  });

  it("checks plugin and loader options against each package's own schema, and reports a loader it cannot find", () => {
    const [result] = validate([join(fixtures, 'plugin-and-loader-options', 'webpack.config.js')]);
    expect(result?.ok).toBe(false);
    expect(result?.error?.split('\n').filter((line) => !line.startsWith(' '))).toEqual([
      'Invalid options object. css-loader has been initialized using an options object that does not match the API schema.',
      'Invalid options object. babel-loader has been initialized using an options object that does not match the API schema.',
      'loader made-up-loader cannot be resolved, so its options have no schema',
    ]);
    expect(result?.checked).toEqual([
      'plugin MiniCssExtractPlugin: mini-css-extract-plugin/dist/plugin-options.json',
      'plugin ProgressPlugin: webpack/schemas/plugins/ProgressPlugin.json',
    ]);
    expect(result?.unchecked).toEqual([
      "webpack's DefinePlugin takes any object: each key is an expression to replace",
    ]);
  });

  it('loads ES module configurations and calls exported functions with env and argv', () => {
    expect(validate([join(fixtures, 'function-export', 'webpack.config.mjs')])).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
  });
});

describe('configuration fences', () => {
  rmSync(workDir, { recursive: true, force: true });
  const fences = configFences();

  it('exist on the site', () => {
    expect(fences.length).toBeGreaterThan(10);
    // Each file written for the validator is the text of a fence at the line it names.
    const notOnTheSite = fences.filter((fence) => {
      const [path, line] = fence.where.split(' line ');
      const source = readFileSync(join(process.cwd(), path ?? ''), 'utf8').split('\n');
      const opening = Number(line) - 1;
      // A fence in a list item is indented with the item; its text is without that indent.
      const [, indent = '', fenceMark] = /^( *)(`{3,}|~{3,})/.exec(source[opening] ?? '') ?? [];
      if (!fenceMark) return true;
      const closing = source.findIndex((text, index) => index > opening && text.trim() === fenceMark);
      const text = source.slice(opening + 1, closing).map((sourceLine) => sourceLine.slice(indent.length));
      return text.join('\n') !== readFileSync(fence.file, 'utf8');
    });
    expect(notOnTheSite.map((fence) => fence.where)).toEqual([]);
  });

  it("every whole webpack.config file loads and passes webpack's own validation", () => {
    const results = validate(fences.map((f) => f.file));
    const failures = results
      .filter((result) => !result.ok)
      .map((result) => `${fences.find((f) => f.file === result.file)?.where}: ${result.error}`);
    expect(failures).toEqual([]);
    expect(results).toHaveLength(fences.length);
  });
});

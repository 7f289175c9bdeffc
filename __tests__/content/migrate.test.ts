import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { getContentTree } from '@/lib/content';
import { codeTitle, metaFlag, olderWebpackVersion } from '@/lib/mdx/code-blocks';
import { WEBPACK_CONFIG_FILE, filesBelow, pageCode } from './page-code';

const WEBPACK = join(process.cwd(), 'node_modules', 'webpack');

/** The migration guides and the webpack major each one starts from. */
const GUIDES = [
  { url: '/migrate/5/', from: '4' },
  { url: '/migrate/4/', from: '3' },
  { url: '/migrate/3/', from: '1' },
] as const;

/** An object literal of webpack's schema validation (`const NAME = { ... };`), evaluated. */
function validationTable(name: string): Record<string, string> {
  const source = readFileSync(join(WEBPACK, 'lib', 'config', 'validateSchema.js'), 'utf8');
  const match = new RegExp(`const ${name} = (\\{[\\s\\S]*?\\n\\});`).exec(source);
  if (!match?.[1]) throw new Error(`validateSchema.js has no ${name} table`);
  return new Function(`return ${match[1]}`)() as Record<string, string>;
}

/**
 * Configuration properties the installed webpack names when a v4 configuration uses them:
 * renamed ones ("BREAKING CHANGE since webpack 5") and removed ones, one per spelling.
 */
function webpack4Properties(): string[] {
  const renamed = Object.entries(validationTable('DID_YOU_MEAN'))
    .filter(([, message]) => /webpack 5/.test(message))
    .map(([property]) => property);
  const removed = Object.keys(validationTable('REMOVED'));
  const bySpelling = new Map([...renamed, ...removed].map((p) => [p.toLowerCase(), p]));
  return [...bySpelling.values()];
}

/** The deprecation codes of the installed webpack: v4 APIs that v5 keeps behind a warning. */
function deprecationCodes(): string[] {
  const codes = new Set<string>();
  for (const file of filesBelow(join(WEBPACK, 'lib'), /\.js$/))
    for (const [code] of readFileSync(file, 'utf8').matchAll(/DEP_WEBPACK_[A-Z0-9_]+/g)) codes.add(code);
  return [...codes].sort();
}

describe('what the installed webpack says about v4 configurations', () => {
  it('is read from its validation tables and deprecation codes', () => {
    expect(webpack4Properties()).toEqual(
      expect.arrayContaining(['jsonpFunction', 'noEmitOnErrors', 'concord']),
    );
    expect(deprecationCodes()).toEqual(
      expect.arrayContaining(['DEP_WEBPACK_COMPILATION_ASSETS', 'DEP_WEBPACK_MAIN_TEMPLATE_RENDER']),
    );
  });
});

describe('/migrate/5/', () => {
  const code = pageCode('/migrate/5/');

  it.each(webpack4Properties())('covers the v4 property %s that webpack 5 renamed or removed', (property) => {
    expect(code.toLowerCase()).toContain(property.toLowerCase());
  });

  it.each(deprecationCodes())('names the deprecation %s and what replaces it', (deprecation) => {
    expect(code).toContain(deprecation);
  });

  // The changes issue 15 names that no validation message of 5.112 covers.
  it.each([
    '[fullhash]',
    'HashedModuleIdsPlugin',
    'file-loader',
    'url-loader',
    'asset/resource',
    'asset/inline',
    'resolve.fallback',
    'chunkLoadingGlobal',
    'emitOnErrors',
  ])('shows %s', (name) => {
    expect(code).toContain(name);
  });
});

describe('/migrate/3/', () => {
  it.each(['debug', 'LoaderOptionsPlugin', 'module.loaders', 'module.rules', 'options'])(
    'shows %s, which webpack 2 changed (the installed validation still explains it)',
    (name) => {
      expect(pageCode('/migrate/3/')).toContain(name);
    },
  );
});

describe('/migrate/4/', () => {
  it.each(['mode', 'CommonsChunkPlugin', 'optimization.splitChunks', 'optimization.minimize', 'sideEffects'])(
    'shows %s',
    (name) => {
      expect(pageCode('/migrate/4/')).toContain(name);
    },
  );
});

describe.each(GUIDES)('the configurations of $url', ({ url, from }) => {
  interface ConfigFence {
    line: number;
    older?: string;
    partial: boolean;
  }
  const fences: ConfigFence[] = [];
  const body = getContentTree().bodies.get(url);
  if (body)
    visit(body.tree, 'code', (node: Code) => {
      const title = codeTitle(node.meta ?? undefined);
      if (!title || !WEBPACK_CONFIG_FILE.test(title) || node.lang === 'diff') return;
      const older = olderWebpackVersion(node.meta);
      fences.push({
        line: (node.position?.start.line ?? 0) + body.place.lineOffset,
        ...(older ? { older } : {}),
        partial: metaFlag(node.meta, 'partial'),
      });
    });

  it('exist, before and after', () => {
    expect(fences.filter((f) => f.older).length).toBeGreaterThanOrEqual(3);
  });

  it(`marks each "before" as webpack ${from}, never as a fragment`, () => {
    const wrong = fences.filter((f) => (f.older !== undefined && f.older !== from) || f.partial);
    expect(wrong.map((f) => `line ${f.line}`)).toEqual([]);
  });

  it('follows each "before" with a whole configuration that the config-fences test validates', () => {
    const unanswered = fences.filter((fence, i) => {
      if (!fence.older) return false;
      const next = fences[i + 1];
      return !next || next.older !== undefined;
    });
    expect(unanswered.map((f) => `line ${f.line}`)).toEqual([]);
  });
});

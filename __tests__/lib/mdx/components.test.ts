import { installCommands, packageInstall, type ComponentData, type HeadingMark } from '@/lib/mdx/components';
import { prefixIds } from '@/lib/mdx/heading-ids';
import { parseBody, renderHtml } from '@/lib/mdx/pipeline';
import { bodyMarkdown } from '@/lib/mdx/to-markdown';
import { ContentErrors } from '@/lib/mdx/errors';
import { toHtml } from 'hast-util-to-html';
import type { Root as HastRoot } from 'hast';

const marks: Record<string, HeadingMark> = {
  'output.clean': { since: '5.20.0' },
  'module.strictExportPresence': {
    deprecated: true,
    replacement: 'module.parser.javascript.strictExportPresence',
  },
};

/** Defaults that depend on the target only, by option path, as lib/reference/mode-defaults.ts gives them. */
const byTarget: Record<string, { web: string; node: string }> = {
  'output.chunkLoading': { web: "'jsonp'", node: "'require'" },
  'loader.environment.document': { web: 'true', node: 'false' },
  'loader.target': { web: "'web'", node: "'node'" },
  'resolve.byDependency.amd.aliasFields': { web: "['browser']", node: '[]' },
  'resolve.byDependency.amd.mainFields': { web: "['browser', 'module', '...']", node: "['module', '...']" },
  'resolve.byDependency.esm.aliasFields': { web: "['browser']", node: '[]' },
  'resolve.byDependency.esm.mainFields': { web: "['browser', 'module', '...']", node: "['module', '...']" },
};

const data: ComponentData = {
  webpackVersion: '5.112.2',
  defaultsByMode: (option, target) =>
    option === 'performance.hints'
      ? target === 'node'
        ? { development: 'false', production: 'false', none: 'false' }
        : { development: 'false', production: "'warning'", none: 'false' }
      : option === 'optimization.minimize'
        ? { development: 'false', production: 'true', none: 'false' }
        : option === 'optimization.providedExports'
          ? { development: 'true', production: 'true', none: 'true' }
          : undefined,
  targetDefaults: (option) =>
    Object.entries(byTarget)
      .filter(([path]) => path === option || path.startsWith(`${option}.`))
      .map(([path, values]) => ({
        property: path === option ? '' : path.slice(option.length + 1),
        ...values,
      })),
  exportSince: (path) => ({ CleanPlugin: '5.20.0', Compiler: '5.0.0' })[path],
  headingMark: (name) => marks[name],
};

const place = { file: 'content/test.mdx', lineOffset: 3 };
const parse = (markdown: string) => parseBody(markdown, place, data);

/** The reasons parsing `markdown` reports, without the file. */
function problems(markdown: string, components: ComponentData | null = data): string[] {
  try {
    parseBody(markdown, place, components ?? undefined);
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map(({ reason }) => reason);
    throw error;
  }
  return [];
}

describe('the components in HTML', () => {
  it('shows <Since> as a badge of the minor, named for screen readers', () => {
    expect(renderHtml(parse('Cleaning arrived <Since version="5.20.0" /> with assets.'))).toBe(
      '<p>Cleaning arrived <span class="badge"><span class="visually-hidden">since webpack </span>5.20+</span> with assets.</p>',
    );
  });

  it("shows <Since export> with the export's release from the data, in a table cell too", () => {
    const html = renderHtml(parse('| Export |\n| --- |\n| `CleanPlugin` <Since export="CleanPlugin" /> |'));
    expect(html).toContain(
      '<td><code>CleanPlugin</code> <span class="badge"><span class="visually-hidden">since webpack </span>5.20+</span></td>',
    );
    expect(
      bodyMarkdown(parse('`CleanPlugin` <Since export="CleanPlugin" />'), 'https://webpack.js.org'),
    ).toBe('`CleanPlugin` Since 5.20');
  });

  it('puts a heading mark beside the heading link, and a deprecation with its replacement', () => {
    const html = renderHtml(
      parse('### `output.clean`\n\n### `module.strictExportPresence`\n\n### `output.path`'),
    );
    expect(html).toContain(
      '<a href="#outputclean" class="heading-link"><code>output.clean</code></a><span class="badge"><span class="visually-hidden">since webpack </span>5.20+</span></h3>',
    );
    expect(html).toContain(
      '<span class="badge badge-deprecated">deprecated, use <code>module.parser.javascript.strictExportPresence</code></span></h3>',
    );
    expect(html).toContain('<code>output.path</code></a></h3>');
  });

  it('keeps heading titles and ids free of the marks', () => {
    const body = parse('### `output.clean`');
    expect(body.headings.map(({ title, id }) => ({ title, id }))).toEqual([
      { title: 'output.clean', id: 'outputclean' },
    ]);
  });

  it('shows <ModeDefaults> as a table of the computed default in each mode', () => {
    const html = renderHtml(parse('<ModeDefaults option="optimization.minimize" />'));
    expect(html).toContain('aria-label="Table: Mode, Default"');
    expect(html.replace(/\s/g, '')).toContain(
      '<tr><td><code>development</code></td><td><code>false</code></td></tr><tr><td><code>production</code></td><td><code>true</code></td></tr>',
    );
  });

  it('adds a column for a node target where its defaults by mode differ from the web target', () => {
    const html = renderHtml(parse('<ModeDefaults option="performance.hints" />')).replace(/\s/g, '');
    expect(html).toContain('aria-label="Table:Mode,Default(webtarget),Default(nodetarget)"');
    expect(html).toContain(
      "<tr><td><code>production</code></td><td><code>'warning'</code></td><td><code>false</code></td></tr>",
    );
    const same = renderHtml(parse('<ModeDefaults option="optimization.minimize" />'));
    expect(same).not.toContain('node target');
  });

  it('shows a default that depends on the target only as a row per target', () => {
    const html = renderHtml(parse('<ModeDefaults option="output.chunkLoading" />')).replace(/\s/g, '');
    expect(html).toContain('aria-label="Table:Target,Defaultineverymode"');
    expect(html).toContain(
      "<tbody><tr><td><code>web</code></td><td><code>'jsonp'</code></td></tr><tr><td><code>node</code></td><td><code>'require'</code></td></tr></tbody>",
    );
    expect(html).not.toContain('production');
  });

  it("shows an object's target defaults by property, properties with the same values in one row", () => {
    const html = renderHtml(parse('<ModeDefaults option="resolve.byDependency" />')).replace(/\s/g, '');
    expect(html).toContain('aria-label="Table:Property,Default(webtarget),Default(nodetarget)"');
    expect(html).toContain(
      "<tbody><tr><td><code>amd.aliasFields</code>,<code>esm.aliasFields</code></td><td><code>['browser']</code></td><td><code>[]</code></td></tr>" +
        "<tr><td><code>amd.mainFields</code>,<code>esm.mainFields</code></td><td><code>['browser','module','...']</code></td><td><code>['module','...']</code></td></tr></tbody>",
    );
    const loader = renderHtml(parse('<ModeDefaults option="loader" />')).replace(/\s/g, '');
    expect(loader).toContain(
      "<tr><td><code>environment.document</code></td><td><code>true</code></td><td><code>false</code></td></tr><tr><td><code>target</code></td><td><code>'web'</code></td><td><code>'node'</code></td></tr>",
    );
  });

  it('shows <InstallCommand> as tabs whose ids stay unique on the page and on a printable page', () => {
    const html = renderHtml(parse('<InstallCommand dev packages="a" />\n\n<InstallCommand packages="b" />'));
    expect(html).toContain('<div role="tablist" aria-label="Package manager">');
    expect(html).toContain(
      'id="install-1-npm" aria-controls="install-1-npm-panel" aria-selected="true" tabindex="0"',
    );
    expect(html).toContain(
      'id="install-2-yarn-panel" aria-labelledby="install-2-yarn" data-package-manager="yarn" hidden',
    );
    expect(html.match(/<figure class="code-block"/g)).toHaveLength(6);

    const tree: HastRoot = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'button',
          properties: { id: 'install-1-npm', ariaControls: ['install-1-npm-panel'] },
          children: [],
        },
        {
          type: 'element',
          tagName: 'div',
          properties: { id: 'install-1-npm-panel', ariaLabelledBy: ['install-1-npm'] },
          children: [],
        },
      ],
    };
    prefixIds(tree, 'guides--');
    expect(toHtml(tree)).toBe(
      '<button id="guides--install-1-npm" aria-controls="guides--install-1-npm-panel"></button><div id="guides--install-1-npm-panel" aria-labelledby="guides--install-1-npm"></div>',
    );
  });
});

describe('the components in Markdown', () => {
  it('writes the badge as text, the marks under their headings, the defaults as a table, the tabs as commands', () => {
    const markdown = bodyMarkdown(
      parse(
        '### `output.clean`\n\nSince then <Since version="5.20.0" />.\n\n### `module.strictExportPresence`\n\n' +
          '<ModeDefaults option="optimization.minimize" />\n\n<InstallCommand global packages="webpack-cli" />',
      ),
      'https://webpack.js.org',
    );
    expect(markdown).toBe(
      [
        '### `output.clean`',
        'Since 5.20',
        'Since then Since 5.20.',
        '### `module.strictExportPresence`',
        'Deprecated: use `module.parser.javascript.strictExportPresence` instead.',
        '| Mode          | Default |\n| ------------- | ------- |\n| `development` | `false` |\n| `production`  | `true`  |\n| `none`        | `false` |',
        '```bash\nnpm install --global webpack-cli\nyarn global add webpack-cli\npnpm add --global webpack-cli\n```',
      ].join('\n\n'),
    );
  });
  it('writes a table by target in the Markdown copy too', () => {
    expect(
      bodyMarkdown(parse('<ModeDefaults option="output.chunkLoading" />'), 'https://webpack.js.org'),
    ).toBe(
      "| Target | Default in every mode |\n| ------ | --------------------- |\n| `web`  | `'jsonp'`             |\n| `node` | `'require'`           |",
    );
  });
});

describe('installCommands', () => {
  it('gives each package manager its form of a dependency, a development dependency and a global install', () => {
    expect(installCommands(['lodash'], 'dependency')).toEqual({
      npm: 'npm install lodash',
      yarn: 'yarn add lodash',
      pnpm: 'pnpm add lodash',
    });
    expect(installCommands(['webpack', 'webpack-cli'], 'dev')).toEqual({
      npm: 'npm install --save-dev webpack webpack-cli',
      yarn: 'yarn add --dev webpack webpack-cli',
      pnpm: 'pnpm add --save-dev webpack webpack-cli',
    });
    expect(installCommands(['@bomb.sh/tab'], 'global').yarn).toBe('yarn global add @bomb.sh/tab');
  });
});

describe('packageInstall', () => {
  it('finds installs of packages with each package manager, prompts and shell operators included', () => {
    expect(packageInstall('npm install --save-dev webpack')).toBe('npm install --save-dev webpack');
    expect(packageInstall('$ npm i -D webpack-cli')).toBe('$ npm i -D webpack-cli');
    expect(packageInstall('yarn global add webpack-cli')).toBe('yarn global add webpack-cli');
    expect(packageInstall('pnpm add lodash && npx webpack')).toBe('pnpm add lodash && npx webpack');
  });

  it("leaves a project's own install, comments and other commands alone", () => {
    expect(packageInstall('npm install && npm run build && npm start')).toBeUndefined();
    expect(packageInstall('npm install --omit=dev')).toBeUndefined();
    expect(packageInstall('# or: yarn add lodash')).toBeUndefined();
    expect(packageInstall('npx webpack --mode production')).toBeUndefined();
  });

  it('is a content error in a shell fence, with the line of the command', () => {
    expect(
      problems(
        'Intro.\n\n```bash\nnpm init -y\nyarn add --dev webpack\n```\n\n```js partial\n// npm install x\n```',
      ),
    ).toEqual([
      'install command "yarn add --dev webpack" in a code fence; write <InstallCommand packages="…" /> (with dev or global), which offers npm, yarn and pnpm (line 8)',
    ]);
  });
});

describe('the checks of the components', () => {
  it('names an unknown component, with the ones that exist and the line', () => {
    expect(problems('Intro.\n\n<Tabs />')).toEqual([
      'unknown component <Tabs>; pages may use <Since>, <ModeDefaults>, <InstallCommand> (line 6)',
    ]);
  });

  it("rejects every element where no component data is given: the app's own snippets", () => {
    expect(problems('<Since version="5.20.0" />', null)).toEqual([
      expect.stringMatching(/^a JSX element <Since> is not supported: .*\(line 4\)$/),
    ]);
  });

  it('names each bad prop: unknown, missing, a flag with a value, children, expressions and spreads', () => {
    expect(problems('<Since version="5.20.0" since="5.20.0" />')).toEqual([
      '<Since> has no prop "since"; its props are version, export (line 4)',
    ]);
    expect(problems('<ModeDefaults />')).toEqual(['<ModeDefaults> needs the prop "option" (line 4)']);
    expect(problems('<InstallCommand dev="yes" packages="a" />')).toEqual([
      '<InstallCommand> prop "dev" is a flag: write it bare, without a value (line 4)',
    ]);
    expect(problems('<InstallCommand packages="a">\n  npm\n</InstallCommand>')).toEqual([
      '<InstallCommand> takes no children; close it as <InstallCommand /> (line 4)',
    ]);
    expect(problems('<Since {...props} />')).toEqual(['<Since> takes no {…} spread of props (line 4)']);
    expect(problems('<Since />')).toEqual(['<Since> takes either version or export, one of them (line 4)']);
    expect(problems('<Since version="5.20.0" export="CleanPlugin" />')).toEqual([
      '<Since> takes either version or export, one of them (line 4)',
    ]);
  });

  it('checks the values: releases, mode-dependent options and package names', () => {
    expect(problems('<Since version="5.112.3" />')).toEqual([
      '<Since> version "5.112.3" is later than the installed webpack 5.112.2 (line 4)',
    ]);
    expect(problems('<Since version="5.112.2" />\n\n<Since version="5.9.0" />')).toEqual([]);
    expect(problems('<Since version="4.46.0" />')).toEqual([
      '<Since> version "4.46.0" is not a webpack 5 release such as 5.20.0 (line 4)',
    ]);
    expect(problems('<Since export="NoSuchPlugin" />')).toEqual([
      `<Since> export "NoSuchPlugin" is no export of require('webpack') that data/since.json dates (line 4)`,
    ]);
    expect(problems('<Since export="Compiler" />')).toEqual([
      '<Since> export "Compiler" is in webpack 5.0 already (5.0.0); leave the badge out (line 4)',
    ]);
    expect(problems('<ModeDefaults option="optimization.providedExports" />')).toEqual([
      '<ModeDefaults> option "optimization.providedExports" has the same default in every mode and target (true); state it in its Default line (line 4)',
    ]);
    expect(problems('<InstallCommand dev global packages="a" />')).toEqual([
      '<InstallCommand> takes dev or global, not both (line 4)',
    ]);
    expect(problems('<InstallCommand packages=" " />')).toEqual([
      '<InstallCommand> packages is empty; name the packages to install (line 4)',
    ]);
    expect(problems('<InstallCommand packages="@scope/pkg@^1.2.0 webpack@5.112.2 remark@14" />')).toEqual([]);
  });

  it('keeps a flow component out of a sentence, and still rejects {…} expressions', () => {
    expect(problems('Run <ModeDefaults option="optimization.minimize" /> now.')).toEqual([
      '<ModeDefaults> stands on a line of its own, with blank lines around it (line 4)',
    ]);
    expect(problems('Text {1 + 1}.')).toEqual([
      expect.stringMatching(/^a \{…\} expression is not supported/),
    ]);
  });
});

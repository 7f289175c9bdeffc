import { fenceParser, syntaxProblem, type FenceParser } from './fence-syntax';
import { siteFences } from './page-code';

interface Fence {
  path: string;
  /** The file line of the opening fence, frontmatter counted. */
  line: number;
  lang: string;
  parser: FenceParser;
  code: string;
}

/** Every fence on the site in a language one of the parsers reads, `partial` or not. */
function checkedFences(): Fence[] {
  return siteFences().flatMap(({ node, page, line }) => {
    const parser = fenceParser(node.lang);
    if (!node.lang || !parser) return [];
    return [{ path: page.path, line: line ?? 0, lang: node.lang, parser, code: node.value }];
  });
}

describe('the fence syntax check', () => {
  const problem = (code: string, parser: FenceParser) => syntaxProblem(code, parser);

  it('knows the languages the content names and no others', () => {
    expect(fenceParser('javascript')).toBe('js');
    expect(fenceParser('cjs')).toBe('js');
    expect(fenceParser('typescript')).toBe('ts');
    expect(fenceParser('bash')).toBeUndefined();
    expect(fenceParser('diff')).toBeUndefined();
    expect(fenceParser('constructor')).toBeUndefined();
    expect(fenceParser(undefined)).toBeUndefined();
  });

  it('accepts whole modules and CommonJS files', () => {
    expect(problem("import a from 'a';\nexport default a;", 'js')).toBeUndefined();
    expect(problem("const a = require('a');\nmodule.exports = { a };", 'js')).toBeUndefined();
    // Sloppy-mode syntax that only a script allows.
    expect(problem('with (a) {\n  b();\n}', 'js')).toBeUndefined();
  });

  it('accepts the proposals webpack parses behind experiments, and no other', () => {
    expect(problem("import defer * as charts from './charts.js';", 'js')).toBeUndefined();
    expect(problem("import source wasm from './math.wasm';", 'js')).toBeUndefined();
    expect(problem('@sealed class A {}', 'js')).toBeDefined();
  });

  it('accepts each fragment form', () => {
    // (2) an expression that would be a block as a statement.
    expect(problem("{\n  mode: 'production',\n}", 'js')).toBeUndefined();
    // (3) statements with a top-level return and await.
    expect(problem('const a = await load();\nreturn a;', 'js')).toBeUndefined();
    // (4) class members.
    expect(problem('apply(compiler) {\n  compiler.run();\n}', 'js')).toBeUndefined();
    // (5) object members.
    expect(problem("mode: 'production',\noutput: { clean: true },", 'js')).toBeUndefined();
    expect(problem('mode: "production",\n// …', 'js')).toBeUndefined();
  });

  it('rejects broken JavaScript with the whole-program error and its line', () => {
    expect(problem('const a = ;', 'js')).toEqual({
      reason: expect.stringMatching(/Unexpected token/),
      line: 1,
    });
    // Read as a labelled statement, the first line parses; the elision on the second does not.
    expect(problem('mode: "production",\n...', 'js')).toEqual({ reason: expect.any(String), line: 2 });
    expect(problem('const a = {\n  b: 1\n  c: 2,\n};', 'js')?.line).toBe(3);
    expect(problem('const a = <div />;', 'js')).toBeDefined();
  });

  it('reads JSX only in jsx and tsx fences', () => {
    expect(problem('const a = <App title="x" />;', 'jsx')).toBeUndefined();
    expect(problem('const a = <App title="x" ;', 'jsx')).toBeDefined();
    expect(problem('const a = <App title={1 as number} />;', 'tsx')).toBeUndefined();
  });

  it('reads TypeScript in ts fences only', () => {
    expect(problem('const a: number = 1;\ninterface B { c?: string }', 'ts')).toBeUndefined();
    expect(problem('const a: number = 1;', 'js')).toBeDefined();
    expect(problem('const a: = 1;', 'ts')).toBeDefined();
    expect(problem('interface B {\n  c?: string;\n}\n}', 'ts')?.line).toBe(4);
  });

  it('parses json strictly, and comments only in jsonc and json5', () => {
    expect(problem('{ "a": [1, 2] }', 'json')).toBeUndefined();
    expect(problem('{\n  "a": 1,\n}', 'json')).toEqual({ reason: expect.any(String), line: 3 });
    expect(problem('{\n  // why\n  "a": 1\n}', 'json')).toBeDefined();
    expect(problem('{\n  // why\n  "a": 1\n}', 'jsonc')).toBeUndefined();
    expect(problem('{\n  "a": 1\n  "b": 2\n}', 'jsonc')).toEqual({ reason: expect.any(String), line: 3 });
    expect(problem("{\n  // why\n  a: 'b',\n}", 'json5')).toBeUndefined();
    expect(problem('{\n  a: b\n}', 'json5')).toEqual({ reason: expect.any(String), line: 2 });
  });

  it('parses css, and declarations alone as the body of a rule', () => {
    expect(
      problem('.a {\n  color: red;\n}\n@media (width > 1px) {\n  .b { margin: 0; }\n}', 'css'),
    ).toBeUndefined();
    expect(problem('color: red;\nmargin: 0;', 'css')).toBeUndefined();
    expect(problem('.a {\n  color: red;\n', 'css')).toEqual({ reason: 'Unclosed block', line: 1 });
    expect(problem('.a { color }', 'css')).toBeDefined();
  });

  it('parses html documents and fragments, without requiring a doctype', () => {
    expect(
      problem('<html>\n  <head><title>a</title></head>\n  <body></body>\n</html>', 'html'),
    ).toBeUndefined();
    expect(problem('<!doctype html>\n<p>a</p>', 'html')).toBeUndefined();
    expect(problem('<script src="main.js"></script>\n<div id="root"></div>', 'html')).toBeUndefined();
    expect(problem('<p>\n  <div />\n</p>', 'html')).toEqual({
      reason: expect.stringMatching(/trailing-solidus/),
      line: 2,
    });
    expect(problem('<p class="a"b>x</p>', 'html')).toBeDefined();
    expect(problem('<html>\n<body>\n<% if (a) { %>\n</body>\n</html>', 'html')?.line).toBe(3);
  });
});

describe('code fences', () => {
  const fences = checkedFences();

  it('exist in every checked language', () => {
    const parsers = new Set(fences.map((fence) => fence.parser));
    for (const parser of ['js', 'ts', 'json', 'css', 'html'] as const) expect(parsers).toContain(parser);
    expect(fences.filter((fence) => fence.parser === 'js').length).toBeGreaterThan(1000);
  });

  it('parse in the language they name', () => {
    const failures = fences.flatMap((fence) => {
      const found = syntaxProblem(fence.code, fence.parser);
      if (!found) return [];
      // The fence's code starts on the line after the opening fence.
      const line = found.line === undefined ? fence.line : fence.line + found.line;
      return [`${fence.path} line ${line} (${fence.lang} fence at line ${fence.line}): ${found.reason}`];
    });
    expect(failures).toEqual([]);
  });
});

import { parse as parseScript, type ParserPlugin } from '@babel/parser';
import JSON5 from 'json5';
import { parse as parseDocument, parseFragment, type ParserError } from 'parse5';
import postcss, { CssSyntaxError } from 'postcss';
import ts from 'typescript';

/** The parsers a fence can need, keyed by the language names the content uses for them. */
export const FENCE_LANGUAGES = {
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  cts: 'ts',
  tsx: 'tsx',
  json: 'json',
  jsonc: 'jsonc',
  json5: 'json5',
  css: 'css',
  html: 'html',
} as const;

/** A parser of {@link FENCE_LANGUAGES}. */
export type FenceParser = (typeof FENCE_LANGUAGES)[keyof typeof FENCE_LANGUAGES];

/** Why a fence does not parse; `line` counts from the fence's first line of code, when known. */
export interface SyntaxProblem {
  reason: string;
  line?: number;
}

/** The parser for a fence's language, or undefined when no syntax check covers it. */
export function fenceParser(lang: string | null | undefined): FenceParser | undefined {
  return lang && Object.hasOwn(FENCE_LANGUAGES, lang)
    ? FENCE_LANGUAGES[lang as keyof typeof FENCE_LANGUAGES]
    : undefined;
}

/**
 * The forms a script fragment is tried in, in this order; the first that parses wins. A page
 * shows a whole module, or an expression (a bare object of options), or statements that use
 * `return` or `await` as a function body would, or the members of a class, or the members of
 * an object (a few options cut from a larger object). Each wrapper starts and ends on a line
 * of its own so that a trailing `// comment` in the fragment cannot swallow the closing part.
 */
const SCRIPT_FORMS: readonly ((code: string) => string)[] = [
  (code) => code,
  (code) => `(\n${code}\n)`,
  (code) => `(async function () {\n${code}\n});`,
  (code) => `class Fragment {\n${code}\n}`,
  (code) => `({\n${code}\n})`,
];

/**
 * Proposals webpack parses behind an experiment, and the pages about those experiments show:
 * `import defer` (`experiments.deferImport`) and `import source` (`experiments.sourceImport`).
 */
const WEBPACK_PROPOSALS: ParserPlugin[] = ['deferredImportEvaluation', 'sourcePhaseImports'];

/** The babel plugins each script language needs. */
const BABEL_PLUGINS: Record<'js' | 'jsx' | 'ts' | 'tsx', ParserPlugin[]> = {
  js: WEBPACK_PROPOSALS,
  jsx: [...WEBPACK_PROPOSALS, 'jsx'],
  ts: [...WEBPACK_PROPOSALS, 'typescript'],
  tsx: [...WEBPACK_PROPOSALS, 'typescript', 'jsx'],
};

/** Babel's reason for rejecting `code` as a module and as a CommonJS script, or undefined. */
function babelError(code: string, plugins: ParserPlugin[]): SyntaxProblem | undefined {
  let first: SyntaxProblem | undefined;
  // A module first; a CommonJS file may also use what only sloppy-mode scripts allow.
  for (const sourceType of ['module', 'script'] as const) {
    try {
      parseScript(code, { sourceType, plugins });
      return undefined;
    } catch (error) {
      const { message, loc } = error as SyntaxError & { loc?: { line: number } };
      first ??= { reason: message, line: loc?.line };
    }
  }
  return first;
}

/** The first form of {@link SCRIPT_FORMS} that parses decides; when none does, the whole-program error. */
function scriptProblem(code: string, plugins: ParserPlugin[]): SyntaxProblem | undefined {
  let first: SyntaxProblem | undefined;
  for (const wrap of SCRIPT_FORMS) {
    const problem = babelError(wrap(code), plugins);
    if (!problem) return undefined;
    first ??= problem;
  }
  return first;
}

/** JSON.parse's reason, with the line its position falls on. */
function jsonProblem(code: string): SyntaxProblem | undefined {
  try {
    JSON.parse(code);
    return undefined;
  } catch (error) {
    const { message } = error as SyntaxError;
    const position = /at position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? undefined : code.slice(0, Number(position)).split('\n').length;
    return { reason: message, line };
  }
}

/** TypeScript's JSON-with-comments parser, the one that reads tsconfig.json, on a jsonc fence. */
function jsoncProblem(code: string): SyntaxProblem | undefined {
  const { error } = ts.parseConfigFileTextToJson('fence.jsonc', code);
  if (!error) return undefined;
  const reason = ts.flattenDiagnosticMessageText(error.messageText, '\n');
  const line =
    error.file && error.start !== undefined
      ? error.file.getLineAndCharacterOfPosition(error.start).line + 1
      : undefined;
  return { reason, line };
}

/** JSON5's reason; its messages end in `at line:column`. */
function json5Problem(code: string): SyntaxProblem | undefined {
  try {
    JSON5.parse(code);
    return undefined;
  } catch (error) {
    const { message, lineNumber } = error as SyntaxError & { lineNumber?: number };
    return { reason: message, line: lineNumber };
  }
}

/** postcss's reason; a fence of declarations only is read as the body of a rule. */
function cssProblem(code: string): SyntaxProblem | undefined {
  let first: SyntaxProblem | undefined;
  for (const wrap of [(css: string) => css, (css: string) => `x {\n${css}\n}`]) {
    try {
      postcss.parse(wrap(code));
      return undefined;
    } catch (error) {
      if (!(error instanceof CssSyntaxError)) throw error;
      first ??= { reason: error.reason, line: error.line };
    }
  }
  return first;
}

/**
 * parse5 errors not reported. `missing-doctype`: a sample shows the part of a page it is about,
 * and `<!DOCTYPE html>` is left out of most of them; without it the page still parses, in quirks
 * mode. No other error is ignored.
 */
export const IGNORED_HTML_ERRORS: ReadonlySet<string> = new Set(['missing-doctype']);

/** A whole document starts with a doctype or one of the elements only a document has. */
const WHOLE_DOCUMENT = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype|html|head|body)[\s>]/i;

/** parse5's first error on an html fence: a document is parsed as one, anything else as a fragment. */
function htmlProblem(code: string): SyntaxProblem | undefined {
  const errors: ParserError[] = [];
  const onParseError = (error: ParserError) => {
    if (!IGNORED_HTML_ERRORS.has(error.code)) errors.push(error);
  };
  if (WHOLE_DOCUMENT.test(code)) parseDocument(code, { onParseError });
  else parseFragment(code, { onParseError });
  const [first] = errors;
  return first && { reason: `${first.code} (${first.startLine}:${first.startCol})`, line: first.startLine };
}

/** Why `code` does not parse as `parser`'s language, or undefined when it does. */
export function syntaxProblem(code: string, parser: FenceParser): SyntaxProblem | undefined {
  switch (parser) {
    case 'js':
    case 'jsx':
    case 'ts':
    case 'tsx':
      return scriptProblem(code, BABEL_PLUGINS[parser]);
    case 'json':
      return jsonProblem(code);
    case 'jsonc':
      return jsoncProblem(code);
    case 'json5':
      return json5Problem(code);
    case 'css':
      return cssProblem(code);
    case 'html':
      return htmlProblem(code);
  }
}

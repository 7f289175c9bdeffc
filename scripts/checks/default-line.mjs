// The grammar of a configuration option's "Default:" line, kept apart from mode-defaults.mjs so
// the tests can call it on small inputs, and the printed and canonical forms of option values.
//
// A Default line is read as a list of pieces: inline code and the text between. Parenthesised
// remarks are dropped first, whatever they hold. What is left is about the heading's own
// option, up to a section that opens (at the start or after a `;`) with a code span and a colon
// (`` `json.exportsDepth`: ``) and is about that property of it. A section is clauses split by
// the commas and semicolons that come right before a value:
//
//   clause    := value [ "in" modes ] [ condition ] | value "otherwise"
//   value     := `code` (a JavaScript literal) | "not set" | "a function"
//   modes     := mode { ("," | "and" | "or") mode } [ "mode" | "modes" ]
//   mode      := development | production | none, each with or without backticks
//   condition := ("when" | "if" | "unless" | "while" | "with" | "for" | "only") words…
//
// A clause with a condition states the value of a configuration other than the default one
// (`true` in development when `experiments.cacheUnaffected` is on): it is read but not compared,
// and gives no mode its value. `otherwise` gives its value to every mode no clause without a
// condition named, and a section with modes must so give every mode a value. A section whose
// one clause without a condition names no mode states one value for every mode.
// Anything else fails to parse: a Default line of a mode-dependent option is either in this
// grammar or on the check's list of exceptions.
import JSON5 from 'json5';
import { A_FUNCTION, MODES, NOT_SET, printValue } from '../../lib/reference/mode-defaults.ts';

// The values and their printed forms are the ones lib/reference/mode-defaults.ts computes.
export { A_FUNCTION, MODES, NOT_SET, isPlainObject, printValue } from '../../lib/reference/mode-defaults.ts';
/** @typedef {import('../../lib/reference/mode-defaults.ts').Mode} Mode */

const CONDITION_WORDS = new Set(['when', 'if', 'unless', 'while', 'with', 'for', 'only']);

/** @typedef {{ code: string } | { text: string }} Piece inline code or the text between, in order */
/** @typedef {{ kind: 'code', value: string } | { kind: 'word', value: string } | { kind: 'comma' | 'semicolon' }} Token */
/**
 * One section of a Default line: the property it is about (relative to the heading, '' for the
 * option itself), the value it gives each mode, or one value for all, and its conditional clauses.
 * @typedef {{ subpath: string, perMode: Partial<Record<Mode, string>> | null, all: string | null, conditional: string[] }} Section
 */

/**
 * The pieces without parenthesised remarks; parentheses count only in text, not in code.
 * @param {Piece[]} pieces
 * @returns {Piece[]}
 */
function withoutRemarks(pieces) {
  /** @type {Piece[]} */
  const kept = [];
  let depth = 0;
  for (const piece of pieces) {
    if ('code' in piece) {
      if (depth === 0) kept.push(piece);
      continue;
    }
    let text = '';
    for (const char of piece.text) {
      if (char === '(') depth += 1;
      else if (char === ')') {
        if (depth === 0) throw new Error('a ")" without its "("');
        depth -= 1;
      } else if (depth === 0) text += char;
    }
    kept.push({ text });
  }
  if (depth > 0) throw new Error('a "(" without its ")"');
  return kept;
}

/**
 * Code, words, commas and semicolons; a sentence's final full stop is not a word.
 * @param {Piece[]} pieces
 * @returns {Token[]}
 */
function tokens(pieces) {
  /** @type {Token[]} */
  const result = [];
  for (const piece of pieces) {
    if ('code' in piece) {
      result.push({ kind: 'code', value: piece.code });
      continue;
    }
    for (const [word] of piece.text.matchAll(/[,;:]|[^\s,;:]+/g)) {
      if (word === ',') result.push({ kind: 'comma' });
      else if (word === ';') result.push({ kind: 'semicolon' });
      else result.push({ kind: 'word', value: word });
    }
  }
  const last = result.at(-1);
  if (last?.kind === 'word' && last.value.endsWith('.') && last.value.length > 1)
    result[result.length - 1] = { kind: 'word', value: last.value.slice(0, -1) };
  else if (last?.kind === 'word' && last.value === '.') result.pop();
  return result;
}

/**
 * The length of the value that starts at `at`, 0 when none does.
 * @param {Token[]} list
 * @param {number} at
 */
function valueLength(list, at) {
  const first = list[at];
  const second = list[at + 1];
  // Unquoted `none` is the mode; a string value is quoted.
  if (first?.kind === 'code') return modeOf(first) ? 0 : 1;
  if (first?.kind !== 'word' || second?.kind !== 'word') return 0;
  const words = `${first.value} ${second.value}`;
  return words === NOT_SET || words === A_FUNCTION ? 2 : 0;
}

/**
 * The printed form of the value at `at`, which `valueLength` found.
 * @param {Token[]} list
 * @param {number} at
 */
function valueText(list, at) {
  const first = list[at];
  if (first?.kind === 'code') return first.value;
  const second = list[at + 1];
  return first?.kind === 'word' && second?.kind === 'word' ? `${first.value} ${second.value}` : '';
}

/**
 * The mode a word names (with or without backticks), or undefined.
 * @param {Token | undefined} token
 * @returns {Mode | undefined}
 */
function modeOf(token) {
  if (!token || (token.kind !== 'word' && token.kind !== 'code')) return undefined;
  return MODES.find((mode) => mode === token.value);
}

/**
 * Reads `modes` from `at`: the modes and where the list ends.
 * @param {Token[]} list
 * @param {number} at
 */
function readModes(list, at) {
  /** @type {Mode[]} */
  const modes = [];
  let index = at;
  for (;;) {
    const mode = modeOf(list[index]);
    if (!mode) break;
    modes.push(mode);
    index += 1;
    const next = list[index];
    const joined = next?.kind === 'comma' || (next?.kind === 'word' && /^(and|or)$/.test(next.value));
    if (!joined || !modeOf(list[index + 1])) {
      if (next?.kind === 'word' && /^modes?$/.test(next.value)) index += 1;
      break;
    }
    index += 1;
    // "production, and none"
    const after = list[index];
    if (after?.kind === 'word' && /^(and|or)$/.test(after.value) && modeOf(list[index + 1])) index += 1;
  }
  return { modes, end: index };
}

/**
 * Reads one clause (the tokens between two separators) into the section.
 * @param {Token[]} clause
 * @param {Section} section
 * @param {{ otherwise: string | null, flat: string | null, modal: boolean }} state
 */
function readClause(clause, section, state) {
  const length = valueLength(clause, 0);
  if (length === 0) throw new Error(`a clause does not start with a value: "${describe(clause)}"`);
  const value = valueText(clause, 0);
  let index = length;
  const next = clause[index];
  if (next?.kind === 'word' && next.value === 'otherwise' && index + 1 === clause.length) {
    if (state.otherwise !== null) throw new Error('two clauses say "otherwise"');
    state.otherwise = value;
    state.modal = true;
    return;
  }
  /** @type {Mode[]} */
  let modes = [];
  if (next?.kind === 'word' && next.value === 'in') {
    const read = readModes(clause, index + 1);
    if (read.modes.length === 0) throw new Error(`"in" is not followed by a mode: "${describe(clause)}"`);
    modes = read.modes;
    index = read.end;
  }
  const rest = clause.slice(index);
  const [first] = rest;
  if (first !== undefined) {
    if (first.kind !== 'word' || !CONDITION_WORDS.has(first.value))
      throw new Error(`"${describe(rest)}" is neither a mode list nor a condition`);
    section.conditional.push(describe(clause));
    return;
  }
  if (modes.length === 0) {
    if (state.flat !== null) throw new Error('two values without a mode');
    state.flat = value;
    return;
  }
  state.modal = true;
  const perMode = (section.perMode ??= {});
  for (const mode of modes) {
    if (perMode[mode] !== undefined) throw new Error(`two values for ${mode}`);
    perMode[mode] = value;
  }
}

/**
 * The tokens as the reader wrote them, for error messages.
 * @param {Token[]} list
 */
function describe(list) {
  return list
    .map((token) =>
      token.kind === 'code'
        ? `\`${token.value}\``
        : token.kind === 'word'
          ? token.value
          : token.kind === 'comma'
            ? ','
            : ';',
    )
    .join(' ')
    .replace(/ ([,;:])/g, '$1');
}

/**
 * The sections of a Default line given as pieces, the "Default:" label already removed; throws
 * with the reason when the line is not in the grammar described at the top of this file.
 * @param {Piece[]} pieces
 * @returns {Section[]}
 */
export function parseDefaultLine(pieces) {
  const list = tokens(withoutRemarks(pieces));
  /** @type {{ subpath: string, tokens: Token[] }[]} */
  const parts = [];
  for (let index = 0; index < list.length; index += 1) {
    const token = list[index];
    const colon = list[index + 1];
    const opens = index === 0 || list[index - 1]?.kind === 'semicolon';
    if (opens && token?.kind === 'code' && colon?.kind === 'word' && colon.value === ':') {
      parts.push({ subpath: token.value, tokens: [] });
      index += 1;
    } else if (token) {
      if (parts.length === 0) parts.push({ subpath: '', tokens: [] });
      parts.at(-1)?.tokens.push(token);
    }
  }
  return parts.map(({ subpath, tokens: part }) => {
    /** @type {Token[][]} */
    const clauses = [[]];
    for (const [index, token] of part.entries()) {
      const separates = token.kind === 'comma' || token.kind === 'semicolon';
      if (separates && valueLength(part, index + 1) > 0) clauses.push([]);
      else if (!(token.kind === 'semicolon' && index === part.length - 1)) clauses.at(-1)?.push(token);
    }
    /** @type {Section} */
    const section = { subpath, perMode: null, all: null, conditional: [] };
    const state = { otherwise: /** @type {string | null} */ (null), flat: null, modal: false };
    for (const clause of clauses) readClause(clause, section, state);
    if (state.flat !== null && state.modal)
      throw new Error(`\`${state.flat}\` names no mode, but other clauses do`);
    if (state.flat !== null) return { ...section, all: state.flat };
    if (!state.modal) throw new Error('no clause without a condition');
    const perMode = (section.perMode ??= {});
    for (const mode of MODES) {
      if (perMode[mode] !== undefined) continue;
      if (state.otherwise === null) throw new Error(`no value for ${mode}`);
      perMode[mode] = state.otherwise;
    }
    return section;
  });
}

/**
 * The canonical form of a stated value: "not set" and "a function" as they are, code parsed as
 * a JSON5 literal (so quotes, spacing and key order do not matter); throws when it is not one.
 * @param {string} stated
 */
export function statedCanonical(stated) {
  if (stated === NOT_SET || stated === A_FUNCTION) return stated;
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON5.parse(stated);
  } catch {
    throw new Error(`\`${stated}\` is not a literal value`);
  }
  return printValue(parsed, true);
}

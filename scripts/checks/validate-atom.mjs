// Checks an Atom feed document against RFC 4287: its grammar with xmllint (RELAX NG, the
// schema in __tests__/fixtures/feed/atom.rng), then the two rules the RFC states outside its
// grammar. Used by the feed's unit test and by the export checks on out/blog/atom.xml.
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { commandLine, isMain, usageError } from '../shared/main.mjs';

const SCHEMA = new URL('../../__tests__/fixtures/feed/atom.rng', import.meta.url);

/**
 * The problems of an Atom feed document, one line each; an empty list means it is valid.
 * @param {string} xml
 * @returns {Promise<string[]>}
 */
export async function atomFeedProblems(xml) {
  const result = await validateXML({
    xml: [{ fileName: 'atom.xml', contents: xml }],
    schema: [{ fileName: 'atom.rng', contents: readFileSync(SCHEMA, 'utf8') }],
    extension: 'relaxng',
  });
  if (!result.valid) return result.errors.map((error) => error.rawMessage.trim());
  /** @type {string[]} */
  const problems = [];
  const entries = [...xml.matchAll(/<entry\b[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
  const feedHead = xml.replace(/<entry\b[\s\S]*?<\/entry>/g, '');
  // RFC 4287 4.1.1: a feed without an author needs one in every entry.
  if (!/<author\b/.test(feedHead) && entries.some((entry) => !/<author\b/.test(entry)))
    problems.push('the feed has no author and an entry has none either (RFC 4287 4.1.1)');
  // RFC 4287 4.1.2: an entry without content needs an alternate link.
  for (const entry of entries) {
    if (!/<content\b/.test(entry) && !/<link\b(?![^>]*\brel="(?!alternate")[^"]*")[^>]*>/.test(entry))
      problems.push(
        `an entry has neither content nor an alternate link (RFC 4287 4.1.2): ${entry.slice(0, 120)}`,
      );
  }
  return problems;
}

// With --json, the problems as JSON; exits 1 on any.
if (isMain(import.meta.url)) {
  const usage = 'node scripts/checks/validate-atom.mjs --file out/blog/atom.xml [--json]';
  const { values } = commandLine(import.meta.url, usage, {
    options: { file: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  const { file } = values;
  if (!file) usageError(import.meta.url, usage, '--file is required');
  const problems = await atomFeedProblems(readFileSync(file, 'utf8'));
  process.stdout.write(values.json ? JSON.stringify(problems) : problems.map((p) => `${p}\n`).join(''));
  process.exitCode = problems.length > 0 ? 1 : 0;
}

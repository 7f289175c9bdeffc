// Which members of the loader context the Loader Interface page documents, checked against the
// installed webpack typings. The interfaces are the parts of the intersection that types.d.ts
// exports as `LoaderContext` (NormalModuleLoaderContext, the loader runner's contexts,
// LoaderPluginLoaderContext, HotModuleReplacementPluginLoaderContext, and whatever a later
// release adds to it). A member heading is a `###` or `####` heading made of one inline code
// span `this.<member>`. Reports members with no heading, `this.` headings that name no member,
// and members the typings mark `@deprecated` whose section does not say "deprecated".
import { createRequire } from 'node:module';
import { toString } from 'mdast-util-to-string';
import { loaderContextMembers } from '../../lib/reference/loader-context.ts';
import { readTypings } from '../../lib/reference/typings.ts';
import { referenceHeadings } from './reference-headings.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/loader-context-coverage.mjs [--content dir] [--types file] [--json]';

const require = createRequire(import.meta.url);

/** The page that documents the loader context, relative to the content folder. */
export const PAGE = 'api/loaders.mdx';
const MEMBER_HEADING = /^this\.([A-Za-z_$][\w$]*)$/;

/** The installed webpack's typings: what the page is checked against unless a test passes others. */
export const WEBPACK_TYPES = require.resolve('webpack/types.d.ts');

/**
 * `this.` headings of the page with the prose of their section, or null when there is no page.
 * @param {string} contentDir
 */
function memberHeadings(contentDir) {
  return (
    referenceHeadings(contentDir, PAGE)?.flatMap((heading) => {
      const match = MEMBER_HEADING.exec(heading.name);
      // The group is never empty when the heading matches.
      const member = match?.[1];
      if (!member) return [];
      return [
        {
          member,
          line: heading.line,
          text: heading.nodes.map((node) => toString(node)).join('\n'),
        },
      ];
    }) ?? null
  );
}

/** @typedef {{ member: string, line: number }} MemberAt */
/**
 * @typedef {object} LoaderContextReport
 * @property {string[]} interfaces
 * @property {number} required
 * @property {number} covered
 * @property {boolean} missingPage
 * @property {{ member: string, interface: string }[]} missing
 * @property {MemberAt[]} unknown
 * @property {MemberAt[]} notDeprecated
 */

/**
 * Compares the Loader Interface page under `contentDir` with the typings (the installed ones by default).
 * @param {string} contentDir
 * @param {string} [typesPath]
 */
export function coverage(contentDir, typesPath = WEBPACK_TYPES) {
  const { interfaces, members } = loaderContextMembers(readTypings(typesPath));
  const headings = memberHeadings(contentDir);
  /** @type {LoaderContextReport} */
  const report = {
    interfaces,
    required: members.length,
    covered: 0,
    missingPage: headings === null,
    missing: [],
    unknown: [],
    notDeprecated: [],
  };
  const byName = new Map(members.map((m) => [m.member, m]));
  // A member cannot have two headings: equal headings get equal ids, which readPage rejects.
  /** @type {Set<string>} */
  const seen = new Set();
  for (const heading of headings ?? []) {
    const member = byName.get(heading.member);
    const where = { member: heading.member, line: heading.line };
    if (!member) {
      report.unknown.push(where);
      continue;
    }
    seen.add(heading.member);
    if (member.deprecated && !/deprecated/i.test(heading.text)) report.notDeprecated.push(where);
  }
  report.covered = seen.size;
  report.missing = members
    .filter((m) => !seen.has(m.member))
    .map((m) => ({ member: m.member, interface: m.interface }));
  return report;
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(import.meta.url, USAGE, {
    options: { ...CHECK_OPTIONS, types: { type: 'string' } },
  });
  const contentDir = values.content;
  const report = coverage(contentDir, values.types);
  if (values.json) process.stdout.write(JSON.stringify(report));
  else {
    console.log(
      `${report.covered} of ${report.required} loader context members documented (${report.interfaces.join(', ')})`,
    );
    if (report.missingPage) console.log(`missing page content/${PAGE}`);
    for (const m of report.missing) console.log(`missing  this.${m.member} (${m.interface})`);
    for (const u of report.unknown)
      console.log(`unknown  content/${PAGE} line ${u.line}: this.${u.member} is not a loader context member`);
    for (const d of report.notDeprecated)
      console.log(`content/${PAGE} line ${d.line}: this.${d.member} is deprecated; its section must say so`);
  }
  const failed =
    report.missingPage ||
    /** @type {const} */ (['missing', 'unknown', 'notDeprecated']).some((k) => report[k].length > 0);
  process.exitCode = failed ? 1 : 0;
}

// Which members of the loader context the Loader Interface page documents, checked against the
// installed webpack typings. The interfaces are the parts of the intersection that types.d.ts
// exports as `LoaderContext` (NormalModuleLoaderContext, the loader runner's contexts,
// LoaderPluginLoaderContext, HotModuleReplacementPluginLoaderContext, and whatever a later
// release adds to it). A member heading is a `###` or `####` heading made of one inline code
// span `this.<member>`. Reports members with no heading, `this.` headings that name no member,
// and members the typings mark `@deprecated` whose section does not say "deprecated".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { toString } from 'mdast-util-to-string';
import { referenceHeadings } from './reference-headings.mjs';
import { CHECK_OPTIONS } from './command-line.mjs';
import { commandLine, isMain } from '../shared/main.mjs';

const USAGE =
  'node --import tsx scripts/checks/loader-context-coverage.mjs [--content dir] [--types file] [--json]';

const require = createRequire(import.meta.url);

/** The page that documents the loader context, relative to the content folder. */
export const PAGE = 'api/loaders.mdx';
/** The name under which webpack's typings export the type of a loader's `this`. */
const EXPORTED_NAME = 'LoaderContext';
const MEMBER_HEADING = /^this\.([A-Za-z_$][\w$]*)$/;

/** The installed webpack's typings: what the page is checked against unless a test passes others. */
export const WEBPACK_TYPES = require.resolve('webpack/types.d.ts');

const isDeprecated = (/** @type {ts.Node} */ node) =>
  ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');

/**
 * Every node of the typings, depth first; the exports live inside a namespace declaration.
 * @param {ts.Node} node
 * @returns {Generator<ts.Node>}
 */
function* allNodes(node) {
  yield node;
  for (const child of node.getChildren()) yield* allNodes(child);
}

/**
 * The type alias that `export { X as LoaderContext }` names, so a renamed alias is still found.
 * @param {ts.SourceFile} typings
 */
function loaderContextAlias(typings) {
  /** @type {string | undefined} */
  let local;
  for (const node of allNodes(typings)) {
    if (ts.isExportSpecifier(node) && node.name.text === EXPORTED_NAME)
      local = (node.propertyName ?? node.name).text;
  }
  if (!local) throw new Error(`webpack's types.d.ts no longer exports ${EXPORTED_NAME}`);
  const alias = typings.statements
    .flatMap((node) => (ts.isTypeAliasDeclaration(node) && node.name.text === local ? [node] : []))
    .at(0);
  if (!alias)
    throw new Error(`types.d.ts exports ${EXPORTED_NAME} as ${local}, but declares no type alias ${local}`);
  return alias;
}

/**
 * Names of the interfaces an intersection type is made of.
 * @param {ts.TypeNode} type
 * @returns {string[]}
 */
function interfaceNames(type) {
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap(interfaceNames);
  if (ts.isParenthesizedTypeNode(type)) return interfaceNames(type.type);
  if (ts.isTypeReferenceNode(type)) return [type.typeName.getText()];
  throw new Error(`${EXPORTED_NAME} has a part that is not a named interface: ${type.getText()}`);
}

/**
 * Members of one interface (all its declarations), with their type text and deprecation.
 * @param {ts.SourceFile} typings
 * @param {string} name
 */
function interfaceMembers(typings, name) {
  const declarations = typings.statements.flatMap((node) =>
    ts.isInterfaceDeclaration(node) && node.name.text === name ? [node] : [],
  );
  if (declarations.length === 0) throw new Error(`types.d.ts declares no interface ${name}`);
  return declarations.flatMap((declaration) =>
    declaration.members
      .filter((member) => ts.isPropertySignature(member) || ts.isMethodSignature(member))
      .map((member) => ({
        member: member.name.getText(),
        interface: name,
        type: member.type ? member.type.getText().replace(/\s+/g, ' ') : 'unknown',
        optional: Boolean(member.questionToken),
        readonly: (member.modifiers ?? []).some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword),
        deprecated: isDeprecated(member),
      })),
  );
}

/**
 * Every member of the loader context, in the order the typings declare them.
 * @param {string} [typesPath]
 */
export function loaderContextMembers(typesPath = WEBPACK_TYPES) {
  const typings = ts.createSourceFile(
    'types.d.ts',
    readFileSync(typesPath, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const names = interfaceNames(loaderContextAlias(typings).type);
  return { interfaces: names, members: names.flatMap((name) => interfaceMembers(typings, name)) };
}

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
  const { interfaces, members } = loaderContextMembers(typesPath);
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

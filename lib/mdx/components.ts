// The MDX components a page may use, checked while a body is parsed and turned into plain
// nodes while it is rendered: static HTML for the page, text for its Markdown copy. Nothing
// here is a React component: a component's values (a release, webpack's defaults per mode) are
// computed at build time, and the one interactive part, the install tabs, is static markup that
// a single delegated listener serves (components/mdx/InstallTabs.tsx).
import type { Element } from 'hast';
import type { Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { Report } from './errors';
import { hastElement as h } from './hast';
import { codeSpanName } from './heading-ids';
import { lineOf, type SourcePlace } from './place';
import { INSTALL_TABS, PACKAGE_MANAGERS, type PackageManager } from '../site';

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/** The default of an option in each mode, printed as JavaScript (`false`, `'named'`, `not set`). */
export type ModeValues = Readonly<Record<'development' | 'production' | 'none', string>>;

/**
 * A default that depends on the target only: its property below the option ('' for the option
 * itself) and its printed value for the web and the node target, the same in every mode.
 */
export interface TargetValues {
  readonly property: string;
  readonly web: string;
  readonly node: string;
}

/** What a reference heading is marked with: the release that added it, or its deprecation. */
export type HeadingMark = { since: string } | { deprecated: true; replacement?: string };

/** What the components compute from the installed webpack, given to `checkBody` by the content model. */
export interface ComponentData {
  /** The installed webpack's version: no `<Since>` may name a later one. */
  webpackVersion: string;
  /** The default of `option` in each mode for `target` (web when not given), or undefined when webpack gives it none. */
  defaultsByMode(option: string, target?: 'web' | 'node'): ModeValues | undefined;
  /** The defaults at `option` or below it that depend on the target only (web or node), not on the mode. */
  targetDefaults(option: string): readonly TargetValues[];
  /** The release that added the export of `require('webpack')` at `path` (`optimize.InnerGraph`), if data/since.json dates it. */
  exportSince(path: string): string | undefined;
  /** The mark of a heading made of one code span (`output.clean`) on this page, if any. */
  headingMark(name: string, depth: number): HeadingMark | undefined;
}

/** A component as checked: its name and the values it renders from. */
export type CheckedComponent =
  | { name: 'Since'; version: string }
  | { name: 'ModeDefaults'; option: string; values: ModeValues; node?: ModeValues }
  | { name: 'ModeDefaults'; option: string; targets: readonly TargetValues[] }
  | { name: 'InstallCommand'; packages: string[]; kind: InstallKind };

/** What an install adds: a dependency, a development dependency or a global command. */
export type InstallKind = 'dependency' | 'dev' | 'global';

interface PropSpec {
  /** A quoted string, or a flag written bare (`dev`). */
  type: 'string' | 'flag';
  required?: boolean;
}

/** Each component, its props, and whether it stands on its own line (flow) or may sit in a sentence. */
const COMPONENTS: Record<CheckedComponent['name'], { props: Record<string, PropSpec>; inline: boolean }> = {
  // One of the two: a release written out, or an export whose release data/since.json gives.
  Since: { props: { version: { type: 'string' }, export: { type: 'string' } }, inline: true },
  ModeDefaults: { props: { option: { type: 'string', required: true } }, inline: false },
  InstallCommand: {
    props: { packages: { type: 'string', required: true }, dev: { type: 'flag' }, global: { type: 'flag' } },
    inline: false,
  },
};

/** The names of the components pages may use, as the writer's guide documents them. */
export const COMPONENT_NAMES = Object.keys(COMPONENTS) as CheckedComponent['name'][];

const isComponentName = (name: string): name is CheckedComponent['name'] => Object.hasOwn(COMPONENTS, name);

/** A webpack 5 release: major.minor.patch. */
const RELEASE = /^5\.(\d+)\.(\d+)$/;

/** A package as `npm install` takes it: a name, optionally scoped, optionally with `@version`. */
const PACKAGE_SPEC = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:@[\w.^~<>=|*-]+)?$/;

/** Negative when release `a` comes before `b` (both major.minor.patch). */
function compareReleases(a: string, b: string): number {
  const [x = [], y = []] = [a, b].map((version) => version.split('.').map(Number));
  for (let index = 0; index < 3; index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The minor a badge names: `5.20.0` gives `5.20`. */
export function releaseLabel(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** The props of an element as strings (flags as `true`), or the reason one cannot be read. */
function readProps(node: JsxElement, name: CheckedComponent['name'], fail: (reason: string) => void) {
  const specs = COMPONENTS[name].props;
  const props: Record<string, string | true> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      fail(`<${name}> takes no {…} spread of props`);
      continue;
    }
    const spec = specs[attribute.name];
    if (!spec) {
      fail(`<${name}> has no prop "${attribute.name}"; its props are ${Object.keys(specs).join(', ')}`);
      continue;
    }
    const { value } = attribute;
    if (spec.type === 'flag') {
      if (value === null || value === undefined) props[attribute.name] = true;
      else fail(`<${name}> prop "${attribute.name}" is a flag: write it bare, without a value`);
    } else if (typeof value === 'string') props[attribute.name] = value;
    else fail(`<${name}> prop "${attribute.name}" must be a quoted string`);
  }
  for (const [prop, spec] of Object.entries(specs))
    if (spec.required && !(prop in props) && !node.attributes.some((a) => 'name' in a && a.name === prop))
      fail(`<${name}> needs the prop "${prop}"`);
  if (node.children.length > 0) fail(`<${name}> takes no children; close it as <${name} />`);
  return props;
}

function checkSince(
  props: Record<string, string | true>,
  data: ComponentData,
  fail: (reason: string) => void,
): CheckedComponent | undefined {
  if ('version' in props === 'export' in props)
    return void fail('<Since> takes either version or export, one of them');
  if ('export' in props) {
    const path = String(props.export);
    const since = data.exportSince(path);
    if (since === undefined)
      return void fail(
        `<Since> export "${path}" is no export of require('webpack') that data/since.json dates`,
      );
    if (/^5\.0\./.test(since))
      return void fail(`<Since> export "${path}" is in webpack 5.0 already (${since}); leave the badge out`);
    return { name: 'Since', version: since };
  }
  const version = String(props.version);
  if (!RELEASE.test(version))
    return void fail(`<Since> version "${version}" is not a webpack 5 release such as 5.20.0`);
  if (compareReleases(version, data.webpackVersion) > 0)
    return void fail(
      `<Since> version "${version}" is later than the installed webpack ${data.webpackVersion}`,
    );
  return { name: 'Since', version };
}

function checkModeDefaults(
  option: string,
  data: ComponentData,
  fail: (reason: string) => void,
): CheckedComponent | undefined {
  // A default the same in every mode but not for both targets gets the compact table by target.
  const targets = data.targetDefaults(option);
  if (targets.length > 0) return { name: 'ModeDefaults', option, targets };
  const values = data.defaultsByMode(option);
  if (!values)
    return void fail(`<ModeDefaults> option "${option}" has no default in webpack ${data.webpackVersion}`);
  const onNode = data.defaultsByMode(option, 'node');
  // A node target's values get a column only where they differ from the web target's.
  const node = onNode && MODE_ORDER.some((mode) => onNode[mode] !== values[mode]) ? onNode : undefined;
  if (new Set(Object.values(values)).size === 1 && !node)
    return void fail(
      `<ModeDefaults> option "${option}" has the same default in every mode and target (${values.none}); state it in its Default line`,
    );
  return node ? { name: 'ModeDefaults', option, values, node } : { name: 'ModeDefaults', option, values };
}

function checkInstall(
  props: Record<string, string | true>,
  fail: (reason: string) => void,
): CheckedComponent | undefined {
  const packages = String(props.packages ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (packages.length === 0)
    return void fail('<InstallCommand> packages is empty; name the packages to install');
  const bad = packages.filter((spec) => !PACKAGE_SPEC.test(spec));
  if (bad.length > 0) return void fail(`<InstallCommand> "${bad.join('", "')}" is not a package name`);
  if (props.dev && props.global) return void fail('<InstallCommand> takes dev or global, not both');
  return {
    name: 'InstallCommand',
    packages,
    kind: props.dev ? 'dev' : props.global ? 'global' : 'dependency',
  };
}

/** Where a checked component's values are kept on its node, so they survive the page cache's JSON. */
interface ComponentNodeData {
  component?: CheckedComponent;
  mark?: HeadingMark;
}

const dataOf = (node: { data?: unknown }): ComponentNodeData => (node.data ?? {}) as ComponentNodeData;

/**
 * Checks every MDX element of a body against the components pages may use (name, props, place),
 * keeps each one's computed values on its node, and marks the reference headings `data` knows.
 * Every problem goes to `report` with its line.
 */
export function checkComponents(tree: Root, place: SourcePlace, report: Report, data: ComponentData): void {
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const name = codeSpanName(node as Heading);
      const mark = name === undefined ? undefined : data.headingMark(name, (node as Heading).depth);
      if (mark) node.data = { ...node.data, mark } as Heading['data'];
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    const line = lineOf(element, place);
    const fail = (reason: string) => report(`${reason} (line ${line})`);
    const name = element.name ?? '';
    if (!isComponentName(name)) {
      fail(
        `unknown component <${name}>; pages may use ${COMPONENT_NAMES.map((known) => `<${known}>`).join(', ')}`,
      );
      return SKIP;
    }
    if (element.type === 'mdxJsxTextElement' && !COMPONENTS[name].inline) {
      fail(`<${name}> stands on a line of its own, with blank lines around it`);
      return SKIP;
    }
    let failed = false;
    const props = readProps(element, name, (reason) => {
      failed = true;
      fail(reason);
    });
    if (failed) return SKIP;
    const component =
      name === 'Since'
        ? checkSince(props, data, fail)
        : name === 'ModeDefaults'
          ? checkModeDefaults(String(props.option), data, fail)
          : checkInstall(props, fail);
    if (component) element.data = { ...element.data, component } as unknown as JsxElement['data'];
    return SKIP;
  });
}

/** The commands that install `packages` with each package manager. */
export function installCommands(
  packages: readonly string[],
  kind: InstallKind,
): Record<PackageManager, string> {
  const names = packages.join(' ');
  switch (kind) {
    case 'dev':
      return {
        npm: `npm install --save-dev ${names}`,
        yarn: `yarn add --dev ${names}`,
        pnpm: `pnpm add --save-dev ${names}`,
      };
    case 'global':
      return {
        npm: `npm install --global ${names}`,
        yarn: `yarn global add ${names}`,
        pnpm: `pnpm add --global ${names}`,
      };
    default:
      return { npm: `npm install ${names}`, yarn: `yarn add ${names}`, pnpm: `pnpm add ${names}` };
  }
}

/** Shell languages whose fences hold commands a reader runs. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/** Ends the arguments of a command on a shell line. */
const SHELL_OPERATORS = new Set(['&&', '||', ';', '|', '&']);

/**
 * The package-install command a shell line runs (`npm install --save-dev webpack`, `yarn add x`,
 * `pnpm add -g y`), or undefined. `npm install` without a package installs a project's own
 * dependencies from its lock file, which is no choice of package manager for the reader.
 */
export function packageInstall(line: string): string | undefined {
  const tokens = line
    .trim()
    .replace(/^\$\s+/, '')
    .split(/\s+/);
  const [tool, verb, ...rest] = tokens;
  const installs =
    (tool === 'npm' && (verb === 'install' || verb === 'i' || verb === 'add')) ||
    (tool === 'yarn' && (verb === 'add' || (verb === 'global' && rest[0] === 'add'))) ||
    (tool === 'pnpm' && (verb === 'add' || verb === 'install' || verb === 'i'));
  if (!installs) return undefined;
  const end = rest.findIndex((token) => SHELL_OPERATORS.has(token));
  const args = end < 0 ? rest : rest.slice(0, end);
  return args.some((arg) => !arg.startsWith('-') && arg !== 'add') ? line.trim() : undefined;
}

/**
 * Reports each package install written in a shell fence: the reader's package manager may not be
 * npm, and `<InstallCommand>` offers npm, yarn and pnpm.
 */
export function checkInstallFences(tree: Root, place: SourcePlace, report: Report): void {
  visit(tree, 'code', (node) => {
    if (!node.lang || !SHELL_LANGUAGES.has(node.lang)) return;
    node.value.split('\n').forEach((line, index) => {
      const command = packageInstall(line);
      if (!command) return;
      const at = (lineOf(node, place) ?? 0) + 1 + index;
      report(
        `install command "${command}" in a code fence; write <InstallCommand packages="…" /> (with dev or global), ` +
          `which offers npm, yarn and pnpm (line ${at})`,
      );
    });
  });
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });

/** A printed value as a table cell: in code, but "not set" in words. */
const valueCell = (printed: string): TableCell =>
  cell([printed === 'not set' ? text(printed) : { type: 'inlineCode', value: printed }]);

/** A Markdown table of a header row and rows of cells. */
function table(header: TableCell[], rows: TableCell[][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((children) => ({ type: 'tableRow', children })),
  };
}

/**
 * The defaults of an option by mode as a Markdown table: a row per mode, its value in code, and
 * a column for a node target when its values differ from the default web target's.
 */
function modeTable(values: ModeValues, node?: ModeValues): Table {
  const header = node
    ? [cell([text('Mode')]), cell([text('Default (web target)')]), cell([text('Default (node target)')])]
    : [cell([text('Mode')]), cell([text('Default')])];
  return table(
    header,
    MODE_ORDER.map((mode) => [
      cell([{ type: 'inlineCode', value: mode }]),
      valueCell(values[mode]),
      ...(node ? [valueCell(node[mode])] : []),
    ]),
  );
}

/**
 * The defaults that depend on the target only, as a compact Markdown table. For the option itself,
 * a row per target; for an object, a row per set of properties that share their two values, the
 * properties named below the option, and a column per target.
 */
function targetTable(targets: readonly TargetValues[]): Table {
  const [only] = targets;
  if (targets.length === 1 && only?.property === '')
    return table(
      [cell([text('Target')]), cell([text('Default in every mode')])],
      [
        [cell([{ type: 'inlineCode', value: 'web' }]), valueCell(only.web)],
        [cell([{ type: 'inlineCode', value: 'node' }]), valueCell(only.node)],
      ],
    );
  // Properties with the same two values share a row, in the order of their first property.
  const groups = new Map<string, { properties: string[]; web: string; node: string }>();
  for (const { property, web, node } of targets) {
    const key = JSON.stringify([web, node]);
    const group = groups.get(key);
    if (group) group.properties.push(property);
    else groups.set(key, { properties: [property], web, node });
  }
  return table(
    [cell([text('Property')]), cell([text('Default (web target)')]), cell([text('Default (node target)')])],
    [...groups.values()].map(({ properties, web, node }) => [
      cell(
        properties.flatMap((property, index): PhrasingContent[] => [
          ...(index > 0 ? [text(', ')] : []),
          { type: 'inlineCode', value: property },
        ]),
      ),
      valueCell(web),
      valueCell(node),
    ]),
  );
}

/** The table of a `<ModeDefaults>`: by target when the modes agree, else by mode. */
const defaultsTable = (component: Extract<CheckedComponent, { name: 'ModeDefaults' }>): Table =>
  'targets' in component ? targetTable(component.targets) : modeTable(component.values, component.node);

/** The modes in the order the tables give them. */
const MODE_ORDER = ['development', 'production', 'none'] as const;

/** What a heading's mark says in words, for the Markdown copy. */
function markText(mark: HeadingMark): PhrasingContent[] {
  if ('since' in mark) return [text(`Since ${releaseLabel(mark.since)}`)];
  return mark.replacement
    ? [text('Deprecated: use '), { type: 'inlineCode', value: mark.replacement }, text(' instead.')]
    : [text('Deprecated.')];
}

/** Replaces the node at `index` of `parent`, or nothing when it has no parent. */
type Replace = (node: RootContent) => void;

/**
 * Turns the components and heading marks of `tree`, a copy the caller owns, into plain
 * Markdown: a badge becomes "Since 5.20", the defaults a table, the install tabs one `bash`
 * block with the three commands, a heading's mark a line under it.
 */
export function componentsToMarkdown(tree: Root): void {
  eachComponent(tree, (component, replace) => {
    if (component.name === 'Since') replace(text(`Since ${releaseLabel(component.version)}`) as RootContent);
    else if (component.name === 'ModeDefaults') replace(defaultsTable(component));
    else
      replace({
        type: 'code',
        lang: 'bash',
        value: Object.values(installCommands(component.packages, component.kind)).join('\n'),
      });
  });
  visit(tree, 'heading', (node, index, parent) => {
    const { mark } = dataOf(node);
    if (!mark || index === undefined || !parent) return;
    const line: Paragraph = { type: 'paragraph', children: markText(mark) };
    parent.children.splice(index + 1, 0, line);
  });
}

/** The badge of a release or a deprecation, as the HTML shows it beside a heading or in a sentence. */
function badge(mark: HeadingMark): Element {
  if ('since' in mark)
    return h('span', { className: ['badge'] }, [
      h('span', { className: ['visually-hidden'] }, [{ type: 'text', value: 'since webpack ' }]),
      { type: 'text', value: `${releaseLabel(mark.since)}+` },
    ]);
  return h('span', { className: ['badge', 'badge-deprecated'] }, [
    { type: 'text', value: 'deprecated' },
    ...(mark.replacement
      ? [
          { type: 'text' as const, value: ', use ' },
          h('code', {}, [{ type: 'text', value: mark.replacement }]),
        ]
      : []),
  ]);
}

/**
 * The install tabs as static HTML in the WAI-ARIA tabs pattern: a tablist of one tab per package
 * manager, npm selected, and a panel per tab holding its command as a code block. `id` makes the
 * ids unique on the page; the delegated listener switches tabs and remembers the choice.
 */
function installTabs(component: Extract<CheckedComponent, { name: 'InstallCommand' }>, id: string): Element {
  const commands = installCommands(component.packages, component.kind);
  const tabs = PACKAGE_MANAGERS.map((manager, index) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-${manager}`,
        ariaControls: [`${id}-${manager}-panel`],
        ariaSelected: index === 0 ? 'true' : 'false',
        tabIndex: index === 0 ? 0 : -1,
        dataPackageManager: manager,
      },
      [{ type: 'text', value: manager }],
    ),
  );
  const panels = PACKAGE_MANAGERS.map((manager, index) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: `${id}-${manager}-panel`,
        ariaLabelledBy: [`${id}-${manager}`],
        dataPackageManager: manager,
        hidden: index > 0,
      },
      [
        h('pre', {}, [
          h('code', { className: ['language-bash'] }, [{ type: 'text', value: commands[manager] }]),
        ]),
      ],
    ),
  );
  return h('div', { className: [INSTALL_TABS.className] }, [
    h('div', { role: 'tablist', ariaLabel: INSTALL_TABS.label }, tabs),
    ...panels,
  ]);
}

/**
 * Turns the components and heading marks of `tree`, a copy the caller owns, into what the HTML
 * shows: badges, the defaults table (a Markdown table, so it gets the tables' box) and the
 * install tabs. Run after the heading ids are applied, so a badge sits beside the heading's link.
 */
export function componentsToHtml(tree: Root): void {
  let installs = 0;
  eachComponent(tree, (component, replace, node) => {
    if (component.name === 'ModeDefaults') return replace(defaultsTable(component));
    const hast =
      component.name === 'Since'
        ? badge({ since: component.version })
        : installTabs(component, `install-${++installs}`);
    node.data = {
      ...node.data,
      hName: hast.tagName,
      hProperties: hast.properties,
      hChildren: hast.children,
    } as JsxElement['data'];
  });
  visit(tree, 'heading', (node) => {
    const { mark } = dataOf(node);
    if (!mark) return;
    const hast = badge(mark);
    node.children.push({
      type: 'text',
      value: '',
      data: { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children },
    } as PhrasingContent);
  });
}

/** Calls `present` on every checked component of `tree` with a way to replace its node. */
function eachComponent(
  tree: Root,
  present: (component: CheckedComponent, replace: Replace, node: JsxElement) => void,
): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const { component } = dataOf(node);
    if (!component) return SKIP;
    present(
      component,
      (replacement) => {
        if (parent && index !== undefined) (parent.children as RootContent[])[index] = replacement;
      },
      node as JsxElement,
    );
    return SKIP;
  });
}

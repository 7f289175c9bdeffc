// The reference cards of search: for every reference heading the coverage checks know (an option
// of a configuration page, an option of a plugin or loader page, a hook, a CLI flag or command,
// a loader-context member), what the installed code says of it, read with the checks' own
// readers: webpack's and the packages' schemas, webpack's typings, `webpack --help`, webpack's
// defaults per mode, and the release marks of data/since.json. Keyed by the url of the heading's
// search result. A heading that should have a card and cannot is an error naming it.
import type ts from 'typescript';
import webpack from 'webpack';
import type { ContentTree } from '../content/types';
import { isPrintablePage } from '../content/order';
import { codeSpanName } from '../mdx/heading-ids';
import { releaseLabel } from '../mdx/components';
import type { ModeDefaultValues, ReferenceCard, ReferenceCards } from './card-view';
import { helpInventory, runCli } from './cli-help';
import { installedFile, installedJson, optionNodes, webpackSchema } from './installed';
import { declaredMembers, declaredVariables, type DeclaredMember } from './declared-members';
import { loaderContextMembers } from './loader-context';
import { defaultsByMode, printValue, PROBES } from './mode-defaults';
import { PACKAGE_PAGES } from './package-schemas';
import { COMPILATION_HOOKS_PAGES, HOOK_PAGES, pluginName, PLUGIN_HOOKS_PAGE, SCHEMA_PAGES } from './pages';
import { deref, nodesAt, type SchemaNode } from './schema-shapes';
import { headingMark } from './since';
import { hookSignatures, readTypings } from './typings';

/** What a card is made from for one heading: its name and level on the page at `url`. */
interface Heading {
  url: string;
  name: string;
  depth: number;
}

/**
 * Makes the card of a heading of its kind, or throws the reason it cannot; undefined for a
 * heading its page documents that webpack's own code does not type (a Node.js variable).
 */
type CardMaker = (heading: Heading) => ReferenceCard | undefined;

/** A default longer than this is an object or list a card cannot show; the page shows it. */
const MAX_DEFAULT = 60;
/** A union with more members than this is cut to its first members and how many more there are. */
const MAX_UNION = 12;
/** A type text longer than this is cut at a union member and ends with `…`; the page has the whole. */
const MAX_TYPE = 120;

/** A schema's enum or const value as a type: strings quoted. */
const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** The members of a union type text at its top level (not inside brackets, parentheses or braces). */
function unionMembers(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[' || char === '{' || char === '<') depth += 1;
    else if (char === ')' || char === ']' || char === '}' || (char === '>' && text[i - 1] !== '='))
      depth -= 1;
    else if (char === '|' && depth === 0) {
      members.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  members.push(text.slice(start).trim());
  return members.filter(Boolean);
}

/**
 * A type as a card shows it: on one line, without comments or the module paths of
 * `import('…').Name`, and a long union cut to its first members and `…` (the parser's
 * expression types, html-webpack-plugin's function types).
 */
export function compactType(text: string): string {
  const oneLine = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/import\([^)]*\)\./g, '')
    .replace(/import\('[^']*?(\w+)'\)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/([([{]) /g, '$1')
    .replace(/ ([)\]}])/g, '$1')
    .replace(/,([)\]}])/g, '$1')
    .trim();
  const whole = /^\(([^()]*)\)$/.exec(oneLine)?.[1] ?? oneLine;
  const members = unionMembers(whole);
  const joined = members.join(' | ');
  if (members.length <= MAX_UNION && joined.length <= MAX_TYPE) return joined;
  const kept: string[] = [];
  for (const member of members) {
    if (kept.length >= 3 || [...kept, member].join(' | ').length > MAX_TYPE) break;
    kept.push(member);
  }
  if (kept.length === 0) return joined;
  return `${kept.join(' | ')} | … (${members.length - kept.length} more)`;
}

/** A schema node's type as a reader writes it: `string | false`, `'a' | 'b'`, `RegExp[]`, `object`. */
function schemaType(
  schema: SchemaNode,
  node: SchemaNode | undefined,
  seen = new Set<SchemaNode>(),
): string[] {
  const resolved = deref(schema, node);
  if (!resolved || seen.has(resolved)) return [];
  if (typeof resolved.tsType === 'string') return [compactType(resolved.tsType)];
  if (Array.isArray(resolved.enum)) return resolved.enum.map(quote);
  if ('const' in resolved) return [quote(resolved.const)];
  if (resolved.instanceof === 'RegExp') return ['RegExp'];
  if (resolved.instanceof === 'Function') return ['function'];
  const inner = new Set([...seen, resolved]);
  const union = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  if (union.length > 0) return union.flatMap((option) => schemaType(schema, option, inner));
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  return types.flatMap((type) => {
    if (type === 'integer' || type === 'number') return ['number'];
    if (type === 'string' || type === 'boolean' || type === 'null') return [type];
    if (type === 'array') {
      const items = Array.isArray(resolved.items) ? undefined : resolved.items;
      const item = [...new Set(schemaType(schema, items, inner))];
      if (item.length === 0) return ['array'];
      return [item.length === 1 && !item[0]?.includes(' ') ? `${item[0]}[]` : `(${item.join(' | ')})[]`];
    }
    if (type === 'object' || resolved.properties || resolved.additionalProperties) return ['object'];
    return [];
  });
}

/** The summarized type of the schema nodes an option path names, or undefined when they give none. */
function typeOf(schema: SchemaNode, nodes: readonly SchemaNode[]): string | undefined {
  let members = [...new Set(nodes.flatMap((node) => schemaType(schema, node)))];
  // `true` and `false` as separate consts (`cache`) read as the one type they make.
  if (members.includes('true') && members.includes('false'))
    members = [
      ...new Set(members.map((member) => (member === 'true' || member === 'false' ? 'boolean' : member))),
    ];
  return members.length === 0 ? undefined : compactType(members.join(' | '));
}

/** A printed default a card can show: short, and not a path of the machine that built it (the minimal project's, a cache folder). */
const showable = (value: string) => value.length <= MAX_DEFAULT && !value.includes(process.cwd());

/** The release mark of a heading, as its badge shows it. */
function mark({ url, name, depth }: Heading): Pick<ReferenceCard, 'since' | 'deprecated'> {
  const found = headingMark(url, name, depth);
  if (!found) return {};
  if ('since' in found) return { since: releaseLabel(found.since) };
  return { deprecated: found.replacement ? { replacement: found.replacement } : {} };
}

/**
 * Options the configurations behind the defaults set themselves, so webpack's value for them is
 * no default: the minimal configuration's, and those of the probes that switch an option on
 * (`cache.type` is the probe's own `'memory'`).
 */
const GIVEN_BY_CONFIGURATION = new Set([
  'entry',
  'context',
  'mode',
  ...Object.entries(PROBES).flatMap(([name, probes]) =>
    probes.flatMap((probe) => Object.keys(probe).map((key) => `${name}.${key}`)),
  ),
]);

/** The default of a configuration option: each mode's when they differ, else the one. */
function optionDefault(option: string): Pick<ReferenceCard, 'default' | 'modes'> {
  if (GIVEN_BY_CONFIGURATION.has(option)) return {};
  const modes: ModeDefaultValues | undefined = defaultsByMode(option);
  if (!modes || !Object.values(modes).every(showable)) return {};
  const { development, production, none } = modes;
  return development === production && production === none ? { default: none } : { modes };
}

/** A configuration option's card. */
const configurationCard: CardMaker = (heading) => {
  const { schema, nodes } = optionNodes(heading.name);
  if (nodes.length === 0) throw new Error(`\`${heading.name}\` is not an option of webpack's schemas`);
  const type = typeOf(schema, nodes);
  return {
    kind: 'Configuration option',
    ...(type ? { type } : {}),
    ...optionDefault(heading.name),
    ...mark(heading),
  };
};

/** The card of an option of a schema: its type, and its default when the schema gives one. */
function schemaOptionCard(kind: string, schema: SchemaNode, segments: readonly string[], heading: Heading) {
  const nodes = nodesAt(schema, schema, segments);
  if (segments.length === 0 || nodes.length === 0)
    throw new Error(`\`${heading.name}\` is not an option of the schema its page documents`);
  const type = typeOf(schema, nodes);
  const given = nodes.map((node) => deref(schema, node)?.default).find((value) => value !== undefined);
  const printed = given === undefined ? undefined : printValue(given);
  return {
    kind,
    ...(type ? { type } : {}),
    ...(printed !== undefined && showable(printed) ? { default: printed } : {}),
    ...mark(heading),
  };
}

/**
 * The schema of a heading on a page documenting `schemas` by name, and the option path below it:
 * with one schema the heading is the path; with more, its first segment names the schema.
 */
function schemaOf(schemas: readonly { name: string; schema: SchemaNode }[], name: string) {
  const segments = name.split('.');
  const found = schemas.length > 1 ? schemas.find((entry) => entry.name === segments[0]) : schemas[0];
  return found && { ...found, segments: schemas.length > 1 ? segments.slice(1) : segments };
}

/** Makers of the option cards of webpack's plugin pages, by url. */
function pluginPages(): Map<string, CardMaker> {
  const byPage = new Map<string, string[]>();
  for (const [path, page] of Object.entries(SCHEMA_PAGES))
    byPage.set(`/plugins/${page}/`, [...(byPage.get(`/plugins/${page}/`) ?? []), path]);
  return new Map(
    [...byPage].map(([url, paths]) => {
      const schemas = paths.map((path) => ({
        name: pluginName(path),
        schema: installedJson<SchemaNode>(`webpack/schemas/plugins/${path}.json`),
      }));
      const maker: CardMaker = (heading) => {
        const found = schemaOf(schemas, heading.name);
        if (!found) throw new Error(`\`${heading.name}\` names no plugin this page documents`);
        return schemaOptionCard('Plugin option', found.schema, found.segments, heading);
      };
      return [url, maker];
    }),
  );
}

/** Makers of the option cards of the third-party loader and plugin pages, by url. */
function packagePages(): Map<string, CardMaker> {
  return new Map(
    Object.entries(PACKAGE_PAGES).map(([page, { schemas }]) => {
      const named = Object.entries(schemas).map(([name, load]) => ({ name, schema: load() }));
      const maker: CardMaker = (heading) => {
        const found = schemaOf(named, heading.name);
        if (!found) throw new Error(`\`${heading.name}\` names no schema this page documents`);
        const loader = page.startsWith('loaders/') || found.name === 'loader';
        return schemaOptionCard(
          loader ? 'Loader option' : 'Plugin option',
          found.schema,
          found.segments,
          heading,
        );
      };
      return [`/${page}/`, maker];
    }),
  );
}

/** Makers of the hook cards of the api pages, by url, from the installed typings. */
function hookPages(typings: ts.SourceFile): Map<string, CardMaker> {
  const hooks = hookSignatures(typings, Object.keys(HOOK_PAGES));
  const objects = new Map(Object.entries(HOOK_PAGES).map(([object, page]) => [`/api/${page}/`, object]));
  const pages = [...Object.values(HOOK_PAGES), ...Object.values(COMPILATION_HOOKS_PAGES), PLUGIN_HOOKS_PAGE];
  const maker: CardMaker = (heading) => {
    const object = objects.get(heading.url);
    const key = heading.name.includes('.') ? heading.name : object && `${object}.${heading.name}`;
    const hook = key === undefined ? undefined : hooks.get(key);
    if (!hook) throw new Error(`\`${heading.name}\` is no hook webpack's typings declare`);
    if (!hook.signature)
      throw new Error(`\`${heading.name}\`: its type in webpack's typings is no tapable hook`);
    const { since } = mark(heading);
    const { tapable, args, returns } = hook.signature;
    return {
      kind: 'Hook',
      tapable,
      args: args.map(compactType),
      ...(returns ? { returns: compactType(returns) } : {}),
      ...(since ? { since } : {}),
      ...(hook.deprecated ? { deprecated: {} } : {}),
    };
  };
  return new Map(pages.map((page) => [`/api/${page}/`, maker]));
}

/** The type of a flag webpack derives from a configuration option (`--mode`), from webpack's own argument list. */
function argumentType(flag: string, argumentsOfFlags: ReturnType<typeof webpack.cli.getArguments>) {
  const argument = argumentsOfFlags[flag.replace(/^--/, '')];
  if (!argument) return undefined;
  const members = argument.configs.flatMap((config) =>
    config.type === 'enum' ? (config.values ?? []).map(quote) : config.type === 'reset' ? [] : [config.type],
  );
  return [...new Set(members)].join(' | ') || undefined;
}

/** The maker of the CLI page's cards: flags and commands as `webpack --help` prints them. */
function cliMaker(): CardMaker {
  const { options, commands } = helpInventory(runCli(['--help']));
  const argumentsOfFlags = webpack.cli.getArguments();
  return (heading) => {
    const option = options.find(({ flag }) => flag === heading.name);
    if (option) {
      const type = argumentType(heading.name, argumentsOfFlags);
      const usage = [heading.name, option.value].filter(Boolean).join(' ');
      return {
        kind: 'CLI flag',
        usage: option.short ? `${usage}, ${option.short}` : usage,
        ...(type ? { type } : {}),
      };
    }
    const command = commands.find(({ name }) => name === heading.name);
    if (command) return { kind: 'CLI command', usage: [command.name, ...command.aliases].join(', ') };
    throw new Error(`\`${heading.name}\` is no flag or command \`webpack --help\` prints`);
  };
}

/** The maker of the Loader Interface page's cards: `this.` members as the typings declare them. */
function loaderContextMaker(typings: ts.SourceFile): CardMaker {
  const { members } = loaderContextMembers(typings);
  return (heading) => {
    const name = /^this\.([A-Za-z_$][\w$]*)$/.exec(heading.name)?.[1];
    const member = members.find((entry) => entry.member === name);
    if (!member) throw new Error(`\`${heading.name}\` is no member of webpack's LoaderContext`);
    return {
      kind: 'Loader context',
      type: compactType(member.type),
      ...(member.deprecated ? { deprecated: {} } : {}),
    };
  };
}

/** The card of a member the typings declare: its kind, its type, and whether it is deprecated. */
const memberCard = (kind: string, member: DeclaredMember): ReferenceCard => ({
  kind,
  type: compactType(member.type),
  ...(member.deprecated ? { deprecated: {} } : {}),
});

/** The card maker of a page documenting the members of one declared type (`compilation.emitAsset`). */
function membersMaker(kind: string, members: Map<string, DeclaredMember>, prefix: string): CardMaker {
  return ({ name }) => {
    const key = name.startsWith(`${prefix}.`) ? name.slice(prefix.length + 1) : name;
    const member = members.get(key);
    if (!member) throw new Error(`\`${name}\` is no member webpack's typings declare for it`);
    return memberCard(kind, member);
  };
}

/**
 * The Logger Interface page's cards: `logger.x` from the typings' Logger, `compilation.getLogger`
 * and `compiler.getInfrastructureLogger` from their classes, and the hooks that see every entry.
 */
function loggingMaker(typings: ts.SourceFile): CardMaker {
  const owners: Record<string, Map<string, DeclaredMember>> = {
    logger: declaredMembers(typings, 'Logger'),
    compilation: declaredMembers(typings, 'Compilation'),
    compiler: declaredMembers(typings, 'Compiler'),
  };
  const hooks = hookPages(typings);
  return (heading) => {
    // A heading may show the call, `compilation.getLogger(name)`.
    const [owner = '', ...rest] = heading.name.replace(/\(.*\)$/, '').split('.');
    if (rest[0] === 'hooks') {
      // A hook's card as its own page gives it: `compiler.hooks.infrastructureLog` is Compiler's.
      const url = `/api/${HOOK_PAGES[owner.charAt(0).toUpperCase() + owner.slice(1)] ?? ''}/`;
      const hook = hooks.get(url);
      if (!hook) throw new Error(`\`${heading.name}\` names no object whose hooks a page documents`);
      return hook({ ...heading, url, name: rest.slice(1).join('.') });
    }
    const member = owners[owner]?.get(rest.join('.'));
    if (!member) throw new Error(`\`${heading.name}\` is no logging member webpack's typings declare`);
    return memberCard(owner === 'logger' ? 'Logger method' : 'Logging API', member);
  };
}

/**
 * The Module Variables and Module Methods pages' cards, from webpack's `module.d.ts`: the free
 * variables it declares, `module.hot`, `import.meta` and its members, and `require`'s members.
 * A name it does not declare (Node.js's own `__dirname`, `module.exports`) has no card.
 */
function moduleCodeMaker(kind: string): CardMaker {
  const typings = readTypings(installedFile('webpack/module.d.ts'));
  const variables = declaredVariables(typings);
  const members: Record<string, Map<string, DeclaredMember>> = {
    module: declaredMembers(typings, 'Module'),
    'import.meta': declaredMembers(typings, 'ImportMeta'),
    require: declaredMembers(typings, 'Require'),
  };
  return ({ name }) => {
    if (name === 'import.meta') return { kind, type: 'ImportMeta' };
    const owner = Object.keys(members).find((prefix) => name.startsWith(`${prefix}.`));
    const member = owner ? members[owner]?.get(name.slice(owner.length + 1)) : variables.get(name);
    return member && memberCard(kind, member);
  };
}

/**
 * The SplitChunksPlugin page's cards: each `### name` is an option of `optimization.splitChunks`
 * or of one of its cache groups, typed by webpack's schema, with its defaults per mode.
 */
const splitChunksCard: CardMaker = (heading) => {
  const option = `optimization.splitChunks.${heading.name}`;
  const { schema, nodes } = optionNodes(option);
  const groupNodes = nodesAt(webpackSchema, webpackSchema.definitions.OptimizationSplitChunksCacheGroup, [
    heading.name,
  ]);
  if (nodes.length === 0 && groupNodes.length === 0)
    throw new Error(`\`${heading.name}\` is no option of optimization.splitChunks or its cache groups`);
  const type = typeOf(schema, nodes.length > 0 ? nodes : groupNodes);
  return {
    kind: nodes.length > 0 ? 'Split chunks option' : 'Cache group option',
    ...(type ? { type } : {}),
    ...(nodes.length > 0 ? optionDefault(option) : {}),
    ...mark(heading),
  };
};

/** The card maker of every page with reference cards, by url; a page outside it has none. */
function makers(): Map<string, CardMaker> {
  // Parsed once: webpack's typings are over a megabyte.
  const typings = readTypings(installedFile('webpack/types.d.ts'));
  const cli = cliMaker();
  const loaderContext = loaderContextMaker(typings);
  return new Map([
    ...pluginPages(),
    ...packagePages(),
    ...hookPages(typings),
    ['/api/cli/', cli],
    ['/api/loaders/', loaderContext],
    [
      '/api/compilation-object/',
      membersMaker('Compilation member', declaredMembers(typings, 'Compilation'), 'compilation'),
    ],
    ['/api/stats/', membersMaker('Stats field', declaredMembers(typings, 'StatsCompilation'), 'stats')],
    ['/api/logging/', loggingMaker(typings)],
    ['/api/module-variables/', moduleCodeMaker('Module variable')],
    ['/api/module-methods/', moduleCodeMaker('Module method')],
    ['/plugins/split-chunks-plugin/', splitChunksCard],
  ]);
}

/** True for a heading the coverage checks read as a reference entry of its page. */
function isReferenceHeading({ url, name, depth }: Heading): boolean {
  if (url.startsWith('/configuration/')) return true;
  if (depth !== 3 && depth !== 4) return false;
  return url !== '/api/loaders/' || name.startsWith('this.');
}

/** The reference cards of every reference heading in the tree, by the url of its search result. */
export function referenceCards(tree: ContentTree): ReferenceCards {
  const byPage = makers();
  const cards: ReferenceCards = {};
  const problems: string[] = [];
  for (const page of tree.pages.values()) {
    if (isPrintablePage(page)) continue;
    const maker = page.url.startsWith('/configuration/') ? configurationCard : byPage.get(page.url);
    const body = tree.bodies.get(page.url);
    if (!maker || !body) continue;
    for (const { node, id } of body.headings) {
      const name = codeSpanName(node);
      const heading = { url: page.url, name: name ?? '', depth: node.depth };
      if (name === undefined || !isReferenceHeading(heading)) continue;
      try {
        const card = maker(heading);
        if (card) cards[`${page.url}#${id}`] = card;
      } catch (error) {
        problems.push(`${page.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`reference cards cannot be made:\n${problems.join('\n')}`);
  return cards;
}

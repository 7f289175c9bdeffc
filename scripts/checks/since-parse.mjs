// The pure parts of since-data.mjs, kept apart so the tests can call them on small inputs:
// release versions, the export paths of a webpack `lib/index.js`, the first release of each
// name, the options a WebpackOptions schema marks deprecated with what replaces them, the
// property paths below the dated options and the forms each path takes.
import ts from 'typescript';
import { deref, shapes } from '../../lib/reference/schema-shapes.ts';

/** @typedef {import('../../lib/reference/schema-shapes.ts').SchemaNode} SchemaNode */
/** @typedef {{ replacement?: string, description: string }} Deprecation */

/**
 * The numbers of a `major.minor.patch` version; the error names the text that is not one.
 * @param {string} version
 * @returns {[number, number, number]}
 */
export function versionNumbers(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a major.minor.patch version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Negative, zero or positive as version `a` is older than, the same as or newer than `b`.
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const [x, y] = [versionNumbers(a), versionNumbers(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * Every export path of a webpack `lib/index.js`: each getter of the object it passes to
 * `mergeExports` (`Compiler`), each namespace (`optimize`) and each getter or namespace inside
 * one (`optimize.SplitChunksPlugin`, `experiments.schemes`). Read from the source because an
 * old release's index cannot be required without the rest of its `lib/`.
 * @param {string} file the file's path, for errors
 * @param {string} text its source
 * @returns {string[]}
 */
export function exportPaths(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {ts.ObjectLiteralExpression | undefined} */
  let exported;
  /** @param {ts.Node} node */
  const find = (node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.left.getText() === 'module.exports' &&
      ts.isCallExpression(node.right) &&
      node.right.expression.getText() === 'mergeExports'
    ) {
      const [, object] = node.right.arguments;
      if (object && ts.isObjectLiteralExpression(object)) exported = object;
    }
    if (!exported) ts.forEachChild(node, find);
  };
  find(source);
  if (!exported) throw new Error(`${file}: no \`module.exports = mergeExports(fn, { … })\` found`);
  /** @type {string[]} */
  const paths = [];
  /**
   * @param {ts.ObjectLiteralExpression} object
   * @param {string} prefix
   */
  const walk = (object, prefix) => {
    for (const property of object.properties) {
      const name =
        property.name && ts.isIdentifier(property.name) ? property.name.text : property.name?.getText();
      const path = `${prefix}${name}`;
      if (ts.isGetAccessorDeclaration(property)) paths.push(path);
      else if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
        paths.push(path);
        walk(property.initializer, `${path}.`);
      } else {
        // mergeExports itself throws on anything but a getter or a nested object.
        const line = source.getLineAndCharacterOfPosition(property.getStart()).line + 1;
        throw new Error(`${file} line ${line}: export "${path}" is neither a getter nor a namespace object`);
      }
    }
  };
  walk(exported, '');
  return paths;
}

/**
 * For every name in `wanted`, the version of the first release in `releases` (oldest first)
 * whose names include it, and the wanted names no release has.
 * @param {{ version: string, names: Set<string> }[]} releases
 * @param {Iterable<string>} wanted
 */
export function firstReleases(releases, wanted) {
  releases.forEach((release, index) => {
    const before = releases[index - 1];
    if (before && compareVersions(before.version, release.version) >= 0)
      throw new Error(`releases out of order: ${before.version} before ${release.version}`);
  });
  /** @type {{ [name: string]: string }} */
  const since = {};
  /** @type {string[]} */
  const absent = [];
  for (const name of [...wanted].sort()) {
    const first = releases.find((release) => release.names.has(name));
    if (first) since[name] = first.version;
    else absent.push(name);
  }
  return { since, absent };
}

/**
 * What a deprecated option's description names as its replacement, as an option path: webpack
 * writes "has moved to 'module.parser.javascript.x'" (a full path), and "Deprecated in favor of
 * "x"" or "(deprecated: use 'x' instead)" (a sibling of the option).
 * @param {string} path the deprecated option's dotted path
 * @param {string} description
 * @returns {string | undefined}
 */
export function replacementOf(path, description) {
  const moved = /has moved to '([^']+)'/.exec(description);
  if (moved) return moved[1];
  const sibling = /in favor of "([^"]+)"/i.exec(description) ?? /\buse '([^']+)' instead/i.exec(description);
  if (!sibling) return undefined;
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.') + 1) : '';
  return `${parent}${sibling[1]}`;
}

/**
 * Every option a WebpackOptions schema marks `"deprecated": true` (on the property or on the
 * definition it refers to), under its shortest dotted path from the top level, with its
 * description and the replacement the description names.
 * @param {SchemaNode & { properties: { [name: string]: SchemaNode } }} schema
 * @returns {{ [path: string]: Deprecation }}
 */
export function deprecatedOptions(schema) {
  /** @type {Map<SchemaNode, string>} */
  const found = new Map();
  /** @type {Set<SchemaNode>} */
  const visited = new Set();
  // Breadth first, so the first path that reaches a deprecated node is a shortest one.
  /** @type {{ node: SchemaNode, path: string }[]} */
  const queue = [{ node: { properties: schema.properties }, path: '' }];
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const shape of shapes(schema, item.node)) {
      for (const [name, property] of Object.entries(shape.properties)) {
        const path = item.path ? `${item.path}.${name}` : name;
        const target = deref(schema, property);
        const marked = [property, target].find((node) => node?.deprecated === true);
        if (marked && !found.has(marked)) found.set(marked, path);
        if (target && !visited.has(target)) {
          visited.add(target);
          queue.push({ node: property, path });
        }
      }
    }
  }
  /** @type {{ [path: string]: Deprecation }} */
  const deprecations = {};
  for (const [node, path] of [...found].sort((a, b) => (a[1] < b[1] ? -1 : 1))) {
    const description = typeof node.description === 'string' ? node.description : '';
    const replacement = replacementOf(path, description);
    deprecations[path] = replacement ? { replacement, description } : { description };
  }
  return deprecations;
}

/**
 * Every property path below the option paths `roots` (`output.environment` →
 * `output.environment.asyncFunction`, to any depth), with the schema nodes that name it. Paths
 * go through `$ref`s, unions, array items and the values of maps as the option paths do
 * (`cache.buildDependencies.optional`). A node that is itself a root's is dated under that root
 * and not walked again elsewhere (`Rule.resolve` holds the properties of `resolve`), and a
 * shape met again below itself ends the path, so recursive schemas end. The roots themselves
 * are not in the result.
 * @param {SchemaNode} schema
 * @param {{ path: string, nodes: SchemaNode[] }[]} roots each path once
 * @returns {Map<string, SchemaNode[]>}
 */
export function propertyPaths(schema, roots) {
  const rootPaths = new Set(roots.map(({ path }) => path));
  if (rootPaths.size !== roots.length) throw new Error('propertyPaths: a root path is given twice');
  /** @type {Map<SchemaNode, string[]>} */
  const rootsOf = new Map();
  for (const { path, nodes } of roots)
    for (const node of nodes) {
      const target = deref(schema, node);
      if (target) rootsOf.set(target, [...(rootsOf.get(target) ?? []), path]);
    }
  /** @type {Map<string, SchemaNode[]>} */
  const found = new Map();
  /**
   * @param {string} path
   * @param {SchemaNode[]} nodes
   * @param {Set<SchemaNode>} above the shapes already walked on the way to `path`
   */
  const walk = (path, nodes, above) => {
    // The walk may not enter another root's node, nor a shape above this one.
    const closed = new Set(above);
    for (const [target, paths] of rootsOf) if (!paths.includes(path)) closed.add(target);
    /** @type {Map<string, { nodes: SchemaNode[], shapes: Set<SchemaNode> }>} */
    const children = new Map();
    for (const node of nodes)
      for (const shape of shapes(schema, node, new Set(closed)))
        for (const [name, property] of Object.entries(shape.properties)) {
          const child = children.get(name) ?? { nodes: [], shapes: new Set(above) };
          child.nodes.push(property);
          child.shapes.add(shape);
          children.set(name, child);
        }
    for (const [name, child] of children) {
      const childPath = path ? `${path}.${name}` : name;
      if (rootPaths.has(childPath)) continue;
      found.set(childPath, child.nodes);
      walk(childPath, child.nodes, child.shapes);
    }
  };
  for (const { path, nodes } of roots) walk(path, nodes, new Set());
  return found;
}

/**
 * The forms a schema node takes, as labels: each `enum` member and `const` as JSON (`"auto"`,
 * `false`), each `instanceof` (`RegExp`, `Function`), each `type` (`object`, `boolean`; a
 * string with `absolutePath` set says which: `string (absolutePath: false)`), an object shape
 * without a type as `object`, and the forms of an array's items after `array of `; through
 * `$ref`s and every branch of `anyOf`, `oneOf` and `allOf`.
 * @param {SchemaNode} schema
 * @param {SchemaNode[]} nodes
 * @returns {string[]} sorted, each once
 */
export function formsOf(schema, nodes) {
  /** @type {Set<string>} */
  const forms = new Set();
  /** @type {Set<SchemaNode>} the nodes on the way to the current one, so a recursive union ends */
  const above = new Set();
  /**
   * @param {SchemaNode | undefined} node
   * @param {string} prefix
   */
  const add = (node, prefix) => {
    const resolved = deref(schema, node);
    if (!resolved || typeof resolved !== 'object' || above.has(resolved)) return;
    above.add(resolved);
    if (Array.isArray(resolved.enum))
      for (const value of resolved.enum) forms.add(`${prefix}${JSON.stringify(value)}`);
    if ('const' in resolved) forms.add(`${prefix}${JSON.stringify(resolved.const)}`);
    if (typeof resolved.instanceof === 'string') forms.add(`${prefix}${resolved.instanceof}`);
    const types = Array.isArray(resolved.type)
      ? resolved.type
      : resolved.type === undefined
        ? []
        : [resolved.type];
    for (const type of types) {
      if (type === 'string' && typeof resolved.absolutePath === 'boolean')
        forms.add(`${prefix}string (absolutePath: ${resolved.absolutePath})`);
      else forms.add(`${prefix}${type}`);
      if (type === 'array' && resolved.items && !Array.isArray(resolved.items))
        add(resolved.items, `${prefix}array of `);
    }
    if (types.length === 0 && !resolved.enum && (resolved.properties || resolved.additionalProperties))
      forms.add(`${prefix}object`);
    for (const key of /** @type {const} */ (['anyOf', 'oneOf', 'allOf']))
      for (const branch of resolved[key] ?? []) add(branch, prefix);
    above.delete(resolved);
  };
  for (const node of nodes) add(node, '');
  return [...forms].sort();
}

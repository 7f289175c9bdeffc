// The project's installed packages, read from the project root's node_modules (every build,
// test and check runs in the root), so lib code and the checks read the same files under Next's
// bundler as under node. Paths, not `require.resolve`: several packages export no such subpath.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodesAt, type ObjectShape, type SchemaNode } from './schema-shapes';

/** The path of a file of an installed package: `webpack/types.d.ts`. */
export const installedFile = (path: string): string => join(process.cwd(), 'node_modules', path);

/** A JSON file of an installed package, parsed. */
export const installedJson = <T>(path: string): T =>
  JSON.parse(readFileSync(installedFile(path), 'utf8')) as T;

/** webpack's WebpackOptions schema: an object shape with the definitions its refs point to. */
export type WebpackSchema = ObjectShape & { definitions: { [name: string]: SchemaNode } };

/** The installed webpack's configuration schema. */
export const webpackSchema = installedJson<WebpackSchema>('webpack/schemas/WebpackOptions.json');

/** The installed webpack-dev-server's options schema, the `devServer` options. */
export const devServerSchema = installedJson<ObjectShape>('webpack-dev-server/lib/options.json');

/**
 * Roots of option paths that are not top-level options: `Rule.x` is a module rule's property,
 * `devServer.x` comes from webpack-dev-server.
 */
const ROOTS: { [name: string]: { schema: SchemaNode; node: SchemaNode | undefined } } = {
  Rule: { schema: webpackSchema, node: webpackSchema.definitions.RuleSetRule },
  devServer: { schema: devServerSchema, node: devServerSchema },
};

/**
 * The schema nodes a dotted option path names (`output.publicPath`, `Rule.test`,
 * `devServer.port`), with the schema their refs resolve in; no nodes when no option has the path.
 */
export function optionNodes(path: string): { schema: SchemaNode; nodes: SchemaNode[] } {
  const [first = '', ...rest] = path.split('.');
  const root = ROOTS[first];
  if (root && rest.length > 0) return { schema: root.schema, nodes: nodesAt(root.schema, root.node, rest) };
  // `Rule` names the module rule object itself; `devServer` is also a top-level option.
  if (first === 'Rule' && rest.length === 0)
    return { schema: webpackSchema, nodes: root?.node ? [root.node] : [] };
  return {
    schema: webpackSchema,
    nodes: nodesAt(webpackSchema, { properties: webpackSchema.properties }, [first, ...rest]),
  };
}

// Walks webpack's JSON schemas the way its validator reads them: through `$ref`s, unions
// (`anyOf`, `oneOf`, `allOf`) and array items, to the object shapes an option can take.
// Shared by the coverage scripts of the configuration and plugin pages.

/**
 * A node of a JSON schema as webpack's schemas write them: the keywords the walk follows, and
 * any others (`description`, `enum`, `type`, …) as they come.
 * @typedef {{
 *   $ref?: string,
 *   properties?: { [name: string]: SchemaNode },
 *   anyOf?: SchemaNode[],
 *   oneOf?: SchemaNode[],
 *   allOf?: SchemaNode[],
 *   items?: SchemaNode | SchemaNode[],
 *   additionalProperties?: SchemaNode | boolean,
 *   definitions?: { [name: string]: SchemaNode },
 *   [keyword: string]: unknown,
 * }} SchemaNode
 */
/** @typedef {SchemaNode & { properties: { [name: string]: SchemaNode } }} ObjectShape a node with properties */

/**
 * The node a `$ref` chain points to in `schema.definitions`.
 * @param {SchemaNode} schema
 * @param {SchemaNode | undefined} node
 * @returns {SchemaNode | undefined}
 */
export function deref(schema, node) {
  let current = node;
  while (current && current.$ref) {
    if (!schema.definitions) throw new Error(`a schema without definitions refers to ${current.$ref}`);
    current = schema.definitions[current.$ref.replace('#/definitions/', '')];
  }
  return current;
}

/**
 * Every object shape a schema node can take, through refs, unions and array items.
 * @param {SchemaNode} schema
 * @param {SchemaNode | undefined} node
 * @param {Set<SchemaNode>} seen
 * @returns {ObjectShape[]}
 */
export function shapes(schema, node, seen = new Set()) {
  const resolved = deref(schema, node);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return [];
  seen.add(resolved);
  const found = resolved.properties ? [/** @type {ObjectShape} */ (resolved)] : [];
  for (const key of /** @type {const} */ (['anyOf', 'oneOf', 'allOf'])) {
    for (const option of resolved[key] ?? []) found.push(...shapes(schema, option, seen));
  }
  if (resolved.items && !Array.isArray(resolved.items)) found.push(...shapes(schema, resolved.items, seen));
  // A map of named entries (`exposes`, `shared`, `remotes`): its values' properties count too.
  if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object')
    found.push(...shapes(schema, resolved.additionalProperties, seen));
  return found;
}

/**
 * Property names an option can have, across all its shapes.
 * @param {SchemaNode} schema
 * @param {SchemaNode | undefined} node
 */
export function propertiesOf(schema, node) {
  return [...new Set(shapes(schema, node).flatMap((shape) => Object.keys(shape.properties)))];
}

/**
 * True when the property path `segments` exists below `node`.
 * @param {SchemaNode} schema
 * @param {SchemaNode | undefined} node
 * @param {string[]} segments
 */
export function pathExists(schema, node, segments) {
  let nodes = [node];
  for (const segment of segments) {
    nodes = nodes.flatMap((current) =>
      shapes(schema, current).flatMap((shape) => {
        const property = shape.properties[segment];
        return property ? [property] : [];
      }),
    );
    if (nodes.length === 0) return false;
  }
  return true;
}

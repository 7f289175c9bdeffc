// Walks JSON schemas the way webpack's validator reads them: through `$ref`s, unions (`anyOf`,
// `oneOf`, `allOf`) and array items, to the object shapes an option can take. Shared by the
// coverage checks of the configuration and plugin pages and by the reference cards of search.

/**
 * A node of a JSON schema as webpack's schemas write them: the keywords the walk follows, and
 * any others (`description`, `enum`, `type`, …) as they come.
 */
export interface SchemaNode {
  $ref?: string;
  properties?: { [name: string]: SchemaNode };
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  items?: SchemaNode | SchemaNode[];
  additionalProperties?: SchemaNode | boolean;
  definitions?: { [name: string]: SchemaNode };
  [keyword: string]: unknown;
}

/** A node with properties. */
export type ObjectShape = SchemaNode & { properties: { [name: string]: SchemaNode } };

/** The node a `$ref` chain points to in `schema.definitions`. */
export function deref(schema: SchemaNode, node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  while (current && current.$ref) {
    if (!schema.definitions) throw new Error(`a schema without definitions refers to ${current.$ref}`);
    current = schema.definitions[current.$ref.replace('#/definitions/', '')];
  }
  return current;
}

/** Every object shape a schema node can take, through refs, unions and array items. */
export function shapes(
  schema: SchemaNode,
  node: SchemaNode | undefined,
  seen: Set<SchemaNode> = new Set(),
): ObjectShape[] {
  const resolved = deref(schema, node);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return [];
  seen.add(resolved);
  const found: ObjectShape[] = resolved.properties ? [resolved as ObjectShape] : [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const option of resolved[key] ?? []) found.push(...shapes(schema, option, seen));
  }
  if (resolved.items && !Array.isArray(resolved.items)) found.push(...shapes(schema, resolved.items, seen));
  // A map of named entries (`exposes`, `shared`, `remotes`): its values' properties count too.
  if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object')
    found.push(...shapes(schema, resolved.additionalProperties, seen));
  return found;
}

/** Property names an option can have, across all its shapes. */
export function propertiesOf(schema: SchemaNode, node: SchemaNode | undefined): string[] {
  return [...new Set(shapes(schema, node).flatMap((shape) => Object.keys(shape.properties)))];
}

/** The schema nodes of the property path `segments` below `node`: one per shape that has it. */
export function nodesAt(
  schema: SchemaNode,
  node: SchemaNode | undefined,
  segments: readonly string[],
): SchemaNode[] {
  let nodes = node ? [node] : [];
  for (const segment of segments) {
    nodes = nodes.flatMap((current) =>
      shapes(schema, current).flatMap((shape) => {
        const property = shape.properties[segment];
        return property ? [property] : [];
      }),
    );
  }
  return nodes;
}

/** True when the property path `segments` exists below `node`. */
export function pathExists(
  schema: SchemaNode,
  node: SchemaNode | undefined,
  segments: readonly string[],
): boolean {
  return segments.length === 0 || nodesAt(schema, node, segments).length > 0;
}

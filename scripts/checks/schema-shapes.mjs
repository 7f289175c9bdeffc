// Walks webpack's JSON schemas the way its validator reads them: through `$ref`s, unions
// (`anyOf`, `oneOf`, `allOf`) and array items, to the object shapes an option can take.
// Shared by the coverage scripts of the configuration and plugin pages.

/** The node a `$ref` chain points to in `schema.definitions`. */
export function deref(schema, node) {
  let current = node;
  while (current && current.$ref) current = schema.definitions[current.$ref.replace('#/definitions/', '')];
  return current;
}

/** Every object shape a schema node can take, through refs, unions and array items. */
export function shapes(schema, node, seen = new Set()) {
  const resolved = deref(schema, node);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return [];
  seen.add(resolved);
  const found = resolved.properties ? [resolved] : [];
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const option of resolved[key] ?? []) found.push(...shapes(schema, option, seen));
  }
  if (resolved.items && !Array.isArray(resolved.items)) found.push(...shapes(schema, resolved.items, seen));
  // A map of named entries (`exposes`, `shared`, `remotes`): its values' properties count too.
  if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object')
    found.push(...shapes(schema, resolved.additionalProperties, seen));
  return found;
}

/** Property names an option can have, across all its shapes. */
export function propertiesOf(schema, node) {
  return [...new Set(shapes(schema, node).flatMap((shape) => Object.keys(shape.properties)))];
}

/** True when the property path `segments` exists below `node`. */
export function pathExists(schema, node, segments) {
  let nodes = [node];
  for (const segment of segments) {
    nodes = nodes.flatMap((current) =>
      shapes(schema, current)
        .map((shape) => shape.properties[segment])
        .filter(Boolean),
    );
    if (nodes.length === 0) return false;
  }
  return true;
}

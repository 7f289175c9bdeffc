// Compares the option headings of one reference page with the option schemas it documents,
// for the coverage scripts of webpack's plugins and of third-party loaders and plugins. An
// option heading is a `###` or `####` heading made of one inline code span: `banner`, or a
// nested path such as `patterns.from`. A page that documents two schemas qualifies every
// heading with the schema's name (`DllReferencePlugin.manifest`, `loader.publicPath`).
import { toString } from 'mdast-util-to-string';
import { pathExists, propertiesOf } from '../../lib/reference/schema-shapes.ts';

/** @typedef {{ page: string, option: string }} OptionRef an option heading of a page */
/** @typedef {OptionRef & { line: number }} OptionAt an option heading and its line in the file */
/** @typedef {{ name: string, schema: import('../../lib/reference/schema-shapes.ts').SchemaNode }} NamedSchema */

/**
 * Required, missing, unknown and untyped option headings of one page. `schemas` is a list of
 * `{ name, schema }`; with more than one, headings are qualified by `name`.
 * @param {string} page
 * @param {import('./reference-headings.mjs').ReferenceHeading[]} headings
 * @param {NamedSchema[]} schemas
 */
export function checkOptionHeadings(page, headings, schemas) {
  const qualified = schemas.length > 1;
  /** @type {OptionRef[]} */
  const required = [];
  /** @type {OptionRef[]} */
  const missing = [];
  /** @type {OptionAt[]} */
  const unknown = [];
  /** @type {OptionAt[]} */
  const untyped = [];
  for (const { name, schema } of schemas) {
    for (const option of propertiesOf(schema, schema)) {
      const heading = qualified ? `${name}.${option}` : option;
      required.push({ page, option: heading });
      if (!headings.some((found) => found.name === heading)) missing.push({ page, option: heading });
    }
  }
  for (const heading of headings) {
    // docs/CONTENT.md: an option heading is followed by a line giving its type and default.
    const firstText = heading.nodes[0] ? toString(heading.nodes[0]) : '';
    if (!/^Type: .+Default: /.test(firstText))
      untyped.push({ page, option: heading.name, line: heading.line });
    const segments = heading.name.split('.');
    const found = qualified ? schemas.find(({ name }) => name === segments[0]) : schemas[0];
    const rest = qualified ? segments.slice(1) : segments;
    if (!found || rest.length === 0 || !pathExists(found.schema, found.schema, rest))
      unknown.push({ page, option: heading.name, line: heading.line });
  }
  return { required, missing, unknown, untyped };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Heading } from 'mdast';
import { visit } from 'unist-util-visit';
import { getContentTree } from '@/lib/content';
import { FRONTMATTER_FIELDS } from '@/lib/content/frontmatter';
import { codeSpanName } from '@/lib/mdx/heading-ids';
import { ALERT_TYPES } from '@/lib/mdx/alerts';
import { COMPONENT_NAMES } from '@/lib/mdx/components';
import { filesBelow, pageCode } from './page-code';

const GUIDE = '/contribute/writers-guide/';

/** The names of the guide's headings made of one code span (`### \`title\``). */
function guideFieldHeadings(): string[] {
  const body = getContentTree().bodies.get(GUIDE);
  const names: string[] = [];
  if (body)
    visit(body.tree, 'heading', (node: Heading) => {
      const name = codeSpanName(node);
      if (name) names.push(name);
    });
  return names;
}

/** Fence meta words the code reads (`metaAttribute(meta, 'sample')`, `metaFlag(meta, 'partial')`). */
function fenceMetaWords(): string[] {
  const words = new Set<string>();
  for (const dir of ['lib', 'scripts', '__tests__'])
    for (const file of filesBelow(join(process.cwd(), dir), /\.(ts|mjs)$/))
      for (const [, word] of readFileSync(file, 'utf8').matchAll(
        /meta(?:Attribute|Flag)\([^,()]+,\s*'([a-z]+)'\)/g,
      ))
        if (word) words.add(word);
  return [...words].sort();
}

/** The commands of the README's first fence: install, build and serve; every test. */
function readmeCommands(): string[] {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const fence = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  return fence
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

describe("the writer's guide describes this site's conventions as the code has them", () => {
  it('reads them from the code', () => {
    expect(FRONTMATTER_FIELDS).toEqual(expect.arrayContaining(['title', 'date', 'thirdParty']));
    expect(fenceMetaWords()).toEqual(
      expect.arrayContaining(['example', 'title', 'partial', 'sample', 'webpack']),
    );
    expect(readmeCommands()).toHaveLength(2);
  });

  it.each(FRONTMATTER_FIELDS)('gives the frontmatter field %s a heading of its own', (field) => {
    expect(guideFieldHeadings()).toContain(field);
  });

  it('gives no heading to a frontmatter field the schema does not have', () => {
    expect(guideFieldHeadings().filter((name) => !FRONTMATTER_FIELDS.includes(name))).toEqual([]);
  });

  it.each(ALERT_TYPES)('shows the alert type [!%s]', (type) => {
    expect(pageCode(GUIDE)).toContain(`[!${type}]`);
  });

  it.each(COMPONENT_NAMES)('shows the component <%s>', (name) => {
    expect(pageCode(GUIDE)).toContain(`<${name} `);
  });

  it.each(fenceMetaWords())('shows the fence meta word %s', (word) => {
    expect(pageCode(GUIDE)).toMatch(new RegExp(`\\b${word}\\b`));
  });

  it.each(readmeCommands())('shows the README command %s', (command) => {
    expect(pageCode(GUIDE)).toContain(command);
  });
});

import { parseBody } from '@/lib/mdx/pipeline';
import { proseWords } from '@/lib/content/words';

const count = (markdown: string) =>
  proseWords(parseBody(markdown, { file: 'content/words.mdx', lineOffset: 0 }).tree);

describe('proseWords', () => {
  it('counts the words of paragraphs, headings, lists and inline code', () => {
    expect(count('## Two words\n\nThe `done` hook runs once.\n\n- one item\n')).toBe(9);
  });

  it('leaves out code blocks and lone punctuation', () => {
    expect(count('Before — after.\n\n```js\nconst notCounted = true;\n```\n')).toBe(2);
  });
});

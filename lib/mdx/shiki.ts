import type { RehypeShikiOptions } from '@shikijs/rehype';
import type { ShikiTransformer } from 'shiki';

/** Languages code fences may name (plus `text`, which Shiki always knows); any other fails the build. */
const CODE_LANGUAGES = [
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'json',
  'jsonc',
  'json5',
  'bash',
  'shellscript',
  'powershell',
  'diff',
  'html',
  'css',
  'scss',
  'sass',
  'less',
  'stylus',
  'postcss',
  'yaml',
  'toml',
  'ini',
  'markdown',
  'mdx',
  'vue',
  'svelte',
  'xml',
  'coffee',
  'handlebars',
  'pug',
  'graphql',
  'wasm',
  'rust',
  'c',
  'cpp',
  'dotenv',
  'docker',
  'nginx',
  'regexp',
] as const;

/** Marks the lines of `diff` fences so styles can colour them and the copy button can skip removals. */
const diffLines: ShikiTransformer = {
  name: 'diff-lines',
  line(node, line) {
    if (this.options.lang !== 'diff') return;
    const text = this.source.split('\n')[line - 1] ?? '';
    if (text.startsWith('+')) this.addClassToHast(node, 'diff-add');
    else if (text.startsWith('-')) this.addClassToHast(node, 'diff-remove');
  },
};

/** Shiki at build time with a light and a dark theme: no highlighter ships to the browser. */
export const shikiOptions: RehypeShikiOptions = {
  themes: { light: 'github-light-default', dark: 'github-dark-default' },
  defaultColor: 'light',
  langs: [...CODE_LANGUAGES],
  langAlias: {
    js: 'javascript',
    ts: 'typescript',
    sh: 'bash',
    shell: 'bash',
    console: 'bash',
    txt: 'text',
    yml: 'yaml',
  },
  transformers: [diffLines],
  // Shiki stops highlighting a line after 500 ms by default, so a build on a busy machine would
  // leave parts of long lines uncoloured and pages would differ between builds of the same files.
  tokenizeTimeLimit: 0,
};

import type { Element, ElementContent } from 'hast';
import {
  createHighlighterCoreSync,
  type HighlighterCore,
  type ShikiTransformer,
  type ThemeRegistration,
} from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import bash from 'shiki/langs/bash.mjs';
import c from 'shiki/langs/c.mjs';
import coffee from 'shiki/langs/coffee.mjs';
import cpp from 'shiki/langs/cpp.mjs';
import css from 'shiki/langs/css.mjs';
import diff from 'shiki/langs/diff.mjs';
import docker from 'shiki/langs/docker.mjs';
import dotenv from 'shiki/langs/dotenv.mjs';
import graphql from 'shiki/langs/graphql.mjs';
import handlebars from 'shiki/langs/handlebars.mjs';
import html from 'shiki/langs/html.mjs';
import ini from 'shiki/langs/ini.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import json from 'shiki/langs/json.mjs';
import json5 from 'shiki/langs/json5.mjs';
import jsonc from 'shiki/langs/jsonc.mjs';
import jsx from 'shiki/langs/jsx.mjs';
import less from 'shiki/langs/less.mjs';
import markdown from 'shiki/langs/markdown.mjs';
import mdx from 'shiki/langs/mdx.mjs';
import nginx from 'shiki/langs/nginx.mjs';
import postcss from 'shiki/langs/postcss.mjs';
import powershell from 'shiki/langs/powershell.mjs';
import pug from 'shiki/langs/pug.mjs';
import regexp from 'shiki/langs/regexp.mjs';
import rust from 'shiki/langs/rust.mjs';
import sass from 'shiki/langs/sass.mjs';
import scss from 'shiki/langs/scss.mjs';
import stylus from 'shiki/langs/stylus.mjs';
import svelte from 'shiki/langs/svelte.mjs';
import toml from 'shiki/langs/toml.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import vue from 'shiki/langs/vue.mjs';
import wasm from 'shiki/langs/wasm.mjs';
import xml from 'shiki/langs/xml.mjs';
import yaml from 'shiki/langs/yaml.mjs';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';

// Grammars are imported one by one: the highlighter is built synchronously with the
// JavaScript regex engine, so the content tree can render pages without awaiting a WASM load.
const GRAMMARS = [
  bash,
  c,
  coffee,
  cpp,
  css,
  diff,
  docker,
  dotenv,
  graphql,
  handlebars,
  html,
  ini,
  javascript,
  json,
  json5,
  jsonc,
  jsx,
  less,
  markdown,
  mdx,
  nginx,
  postcss,
  powershell,
  pug,
  regexp,
  rust,
  sass,
  scss,
  stylus,
  svelte,
  toml,
  tsx,
  typescript,
  vue,
  wasm,
  xml,
  yaml,
];

/** Other names fences may use for a language. */
const LANGUAGE_ALIASES: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  shellscript: 'bash',
  console: 'bash',
  txt: 'text',
  yml: 'yaml',
  dockerfile: 'docker',
  // An EJS template (html-webpack-plugin's) is HTML with `<% %>` tags; no grammar is closer.
  ejs: 'html',
};

const PLAIN_LANGUAGES = new Set(['text', 'plaintext']);

// Built on the first code block, not on import: loading the grammars costs seconds of CPU, and
// most processes that import the pipeline (the tests, the checks, Next's workers) read every page
// from the page cache and never highlight.
let highlighter: HighlighterCore | undefined;
function getHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: GRAMMARS,
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

// The names the highlighter loads: each grammar module lists itself and the grammars it embeds.
const LOADED = new Set(GRAMMARS.flat().flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])]));

/** The grammar a fence's language names, `text` for plain text, or undefined when there is none. */
export function resolveLanguage(name: string): string | undefined {
  const lower = name.toLowerCase();
  const resolved = LANGUAGE_ALIASES[lower] ?? lower;
  if (PLAIN_LANGUAGES.has(resolved)) return 'text';
  return LOADED.has(resolved) ? resolved : undefined;
}

/** Every language name a fence may use, for error messages. */
export function knownLanguages(): string[] {
  return [...new Set([...LOADED, ...Object.keys(LANGUAGE_ALIASES), ...PLAIN_LANGUAGES])].sort();
}

/** The two themes, light first; their colours become the classes of `codeColorsCss`. */
const THEMES = { light: githubLight, dark: githubDark } as const;
type ThemeName = keyof typeof THEMES;

/** Prefix of the colour classes of each theme: `cl-cf222e` is #cf222e in the light theme. */
const COLOR_CLASS_PREFIX: Record<ThemeName, string> = { light: 'cl-', dark: 'cd-' };

/** Font styles Shiki writes per theme, and the class each becomes when both themes agree. */
const FONT_STYLE_CLASSES: Record<string, string> = {
  'font-style:italic': 'ct-italic',
  'font-weight:bold': 'ct-bold',
  'text-decoration:underline': 'ct-underline',
  'text-decoration:line-through': 'ct-strike',
};

const hex = (color: string) => color.toLowerCase().replace(/^#/, '');

function defaultForeground(theme: ThemeRegistration): string {
  return hex(theme.fg ?? theme.colors?.['editor.foreground'] ?? '');
}

function defaultBackground(theme: ThemeRegistration): string {
  return hex(theme.bg ?? theme.colors?.['editor.background'] ?? '');
}

/** Every token colour a theme can produce. */
function palette(theme: ThemeRegistration): Set<string> {
  const colors = new Set<string>();
  for (const rule of theme.tokenColors ?? theme.settings ?? []) {
    if (rule.settings.foreground) colors.add(hex(rule.settings.foreground));
  }
  colors.delete(defaultForeground(theme));
  return colors;
}

const PALETTES: Record<ThemeName, Set<string>> = { light: palette(THEMES.light), dark: palette(THEMES.dark) };

/**
 * The token classes of one Shiki span style (`--shiki-light:#CF222E;--shiki-dark:#FF7B72`):
 * a class per theme colour, none where the colour is the block's own, and one class per font
 * style both themes share. Throws on what the stylesheet cannot express.
 */
export function tokenClasses(style: string): string[] {
  const declarations = new Map<string, string>();
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  const classes: string[] = [];
  for (const name of Object.keys(THEMES) as ThemeName[]) {
    const color = declarations.get(`--shiki-${name}`);
    if (!color) continue;
    const value = hex(color);
    if (value === defaultForeground(THEMES[name])) continue;
    if (!PALETTES[name].has(value))
      throw new Error(`code colour #${value} is not in the ${name} theme's palette`);
    classes.push(`${COLOR_CLASS_PREFIX[name]}${value}`);
  }
  for (const property of ['font-style', 'font-weight', 'text-decoration']) {
    const light = declarations.get(`--shiki-light-${property}`);
    const dark = declarations.get(`--shiki-dark-${property}`);
    if (light !== dark) throw new Error(`code ${property} differs between the themes: ${light} and ${dark}`);
    if (!light) continue;
    for (const value of light.split(/\s+/)) {
      const className = FONT_STYLE_CLASSES[`${property}:${value}`];
      if (!className) throw new Error(`code ${property} ${value} has no class`);
      classes.push(className);
    }
  }
  return classes;
}

function styleOf(node: Element): string {
  const style = node.properties.style;
  return typeof style === 'string' ? style : '';
}

/**
 * Replaces Shiki's inline style on every token with shared classes, and drops the spans of
 * tokens in the block's own colour: a page's code then costs its text, not a style per token.
 */
const colorClasses: ShikiTransformer = {
  name: 'color-classes',
  line(line) {
    const children: ElementContent[] = [];
    for (const child of line.children) {
      if (child.type !== 'element' || child.tagName !== 'span') {
        children.push(child);
        continue;
      }
      const classes = tokenClasses(styleOf(child));
      const previous = children.at(-1);
      if (classes.length === 0) {
        children.push(...child.children);
      } else if (previous?.type === 'element' && String(previous.properties.className) === String(classes)) {
        // Neighbouring tokens of one colour share a span.
        previous.children.push(...child.children);
      } else {
        children.push({
          type: 'element',
          tagName: 'span',
          properties: { className: classes },
          children: child.children,
        });
      }
    }
    line.children = children;
  },
  pre(pre) {
    // Shiki names the themes and sets their colours inline; the `shiki` class and codeColorsCss do both.
    delete pre.properties.style;
    pre.properties.class = 'shiki';
  },
};

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

/** Highlights one code block into a `<pre>` whose tokens carry colour classes. */
export function highlightCode(code: string, language: string): Element {
  const root = getHighlighter().codeToHast(code, {
    lang: resolveLanguage(language) ?? 'text',
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
    transformers: [diffLines, colorClasses],
    // Shiki stops highlighting a line after 500 ms by default: on a busy machine parts of long
    // lines were left uncoloured, so two builds of the same files differed.
    tokenizeTimeLimit: 0,
  });
  const pre = root.children[0];
  if (pre?.type !== 'element') throw new Error('Shiki returned no <pre>');
  return pre;
}

/**
 * The stylesheet of the colour classes, from the themes themselves. Light colours apply
 * everywhere, and on paper whatever the theme; on a screen in dark mode every token first
 * takes the block's colour, then its dark colour, so a token coloured in only one theme keeps
 * the block's colour in the other.
 */
export function codeColorsCss(): string {
  const dark = [
    `:root.dark .shiki{color:#${defaultForeground(THEMES.dark)};background-color:#${defaultBackground(THEMES.dark)}}`,
    ':root.dark .shiki span{color:inherit}',
    ...[...PALETTES.dark].map((color) => `:root.dark .shiki .cd-${color}{color:#${color}}`),
  ];
  const rules = [
    `.shiki{color:#${defaultForeground(THEMES.light)};background-color:#${defaultBackground(THEMES.light)}}`,
    ...[...PALETTES.light].map((color) => `.cl-${color}{color:#${color}}`),
    `@media not print{${dark.join('')}}`,
    '.ct-italic{font-style:italic}',
    '.ct-bold{font-weight:bold}',
    '.ct-underline{text-decoration:underline}',
    '.ct-strike{text-decoration:line-through}',
  ];
  return rules.join('');
}

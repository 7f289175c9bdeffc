// Export checks: the built out/ has every route with the right head, and works as static files.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { slug } from 'github-slugger';
import { serializeOuter } from 'parse5';
import {
  OUT,
  ORIGIN,
  blogPostsOf,
  contentPages,
  exportedFile,
  exportedHtml,
  filesUnder,
  installCommandProps,
  pageBody,
  pageSource,
  printableSectionsPresent,
  serveExport,
  withoutFences,
} from '../fixtures.mjs';
import { atomFeedProblems } from '../../scripts/checks/validate-atom.mjs';
import {
  allMeta,
  attributes,
  childElements,
  elements,
  elementsAfter,
  elementsWith,
  hrefs,
  ids,
  isElement,
  linkHref,
  metaOf,
  parseHtml,
  plainTextOf,
  textOf,
  theElement,
  titleOf,
} from './html.mjs';

/** @import { ContentPage } from '../fixtures.mjs' */
/** @import { Document, Element, Root } from './html.mjs' */

const DEFAULT_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';
const pages = contentPages();
const DOC_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];
/** The header's other top links (docs/SPEC.md section 2, Layout), each active on its own section. */
/** @type {Record<string, string>} */
const SECTION_LINKS = { contribute: 'Contribute', blog: 'Blog' };
const FEED = '/blog/atom.xml';

const blogPosts = blogPostsOf(pages);

/** Sections the section row (and so the breadcrumbs and the home page) names otherwise than their index page. */
/** @type {Record<string, string>} */
const SECTION_ROW_LABELS = { '/api/': 'API' };

/** @type {Map<string, import('./html.mjs').Document>} */
const parsedFiles = new Map();
/**
 * The parsed tree of a file of out/, parsed once however many tests read it (the tests only
 * read trees): a page is read by its own checks and by the link checks, 350 parses otherwise.
 * @param {string} file
 */
function parsedFile(file) {
  let document = parsedFiles.get(file);
  if (!document) {
    document = parseHtml(readFileSync(file, 'utf8'));
    parsedFiles.set(file, document);
  }
  return document;
}

/** The parsed export of a url. */
const exportedDocument = (/** @type {string} */ url) => parsedFile(exportedFile(url));

/**
 * The `<a>` elements under `root` with the attributes `expected` and exactly the text `text`.
 * @param {Root} root
 * @param {Record<string, string>} expected
 * @param {string} text
 */
const linksWith = (root, expected, text) =>
  elementsWith(root, 'a', expected).filter((link) => plainTextOf(link) === text);

/**
 * Whether `root` has an element named `tagName` with exactly the attributes `expected` (and, if
 * given, exactly the text `text`), as a pattern like `<a href="/" class="x">` accepted.
 * @param {Root} root
 * @param {string} tagName
 * @param {Record<string, string>} expected
 * @param {string} [text]
 */
const hasElement = (root, tagName, expected, text) =>
  elements(root, tagName).some(
    (element) =>
      isElement(element, tagName, expected) && (text === undefined || plainTextOf(element) === text),
  );

/**
 * What a page's breadcrumbs must be, from content/ alone: home, its section's index page, its frontmatter group, itself.
 * @param {ContentPage} page
 */
function breadcrumbTrail(page) {
  /** @type {{ title: string, url: string | undefined }[]} */
  const trail = [{ title: 'Home', url: '/' }];
  const index = pages.find((other) => other.url === `/${page.url.split('/')[1]}/`);
  if (index && index !== page) {
    trail.push({ title: SECTION_ROW_LABELS[index.url] ?? index.data.title, url: index.url });
    if (page.data.group) trail.push({ title: page.data.group, url: undefined });
  }
  return [...trail, { title: page.data.title, url: page.url }];
}

/**
 * A heading's text: links reduced to their text, emphasis markers dropped outside code spans.
 * @param {string} markdown
 */
function plainText(markdown) {
  const withoutLinks = markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return withoutLinks
    .split('`')
    .map((part, index) =>
      index % 2 === 1
        ? part
        : // `*` is always emphasis; `_` only at a word's edge (NODE_ENV keeps its underscore).
          part
            .replace(/\*+/g, '')
            .replace(/(^|\W)_+(?=\w)|(?<=\w)_+(?=\W|$)/g, '$1')
            .replace(/\\(.)/g, '$1'),
    )
    .join('')
    .trim();
}

/**
 * Heading texts of a markdown body, fences skipped.
 * @param {string} file
 */
function headingTexts(file) {
  return [...withoutFences(pageBody(file)).matchAll(/^#{1,6} (.+)$/gm)].map((m) => plainText(m[1] ?? ''));
}

describe('content pages', () => {
  it('exports every page file of content/ (at least the 15 of concepts) as its index.html', () => {
    assert.ok(pages.filter((p) => p.url.startsWith('/concepts/')).length >= 15);
    const missing = pages.filter((p) => !existsSync(join(OUT, p.url, 'index.html'))).map((p) => p.url);
    assert.deepEqual(missing, []);
  });

  it('labels the api section "API" in the row of documentation sections', () => {
    const row = theElement(exportedDocument('/concepts/'), 'nav', { class: 'header-subnav' });
    assert.equal(linksWith(row, { href: '/api/' }, 'API').length, 1);
  });

  it('names each documentation section on the home page as the section row does', () => {
    const doors = theElement(exportedDocument('/'), 'section', { class: 'home-doors' });
    // A door is a link whose first element is its section's name in bold.
    const titles = elements(doors, 'a').flatMap((link) => {
      const [first] = childElements(link);
      const title = first?.tagName === 'strong' ? plainTextOf(first) : undefined;
      return title ? [[attributes(link).href, title]] : [];
    });
    assert.equal(titles.length, DOC_SECTIONS.length);
    for (const [url, title] of titles) {
      const index = pages.find((page) => page.url === url);
      assert.equal(title, SECTION_ROW_LABELS[url ?? ''] ?? index?.data.title, url);
    }
    assert.deepEqual(
      titles.find(([url]) => url === '/api/'),
      ['/api/', 'API'],
    );
  });

  it('renders every GitHub alert of a page as a labelled aside of its type', () => {
    const ALERT = /^> \[!(TIP|NOTE|WARNING|CAUTION)\]/gm;
    let checked = 0;
    for (const page of pages) {
      // Alerts shown as code (the writer's guide teaches the syntax) are not alerts.
      const types = [...withoutFences(pageSource(page.file)).matchAll(ALERT)].map((m) =>
        (m[1] ?? '').toLowerCase(),
      );
      if (types.length === 0) continue;
      const html = exportedHtml(page.url);
      // An aside of class "alert alert-<type>" (no other attribute) that opens with its label.
      const rendered = elements(exportedDocument(page.url), 'aside').flatMap((aside) => {
        const type = /^alert alert-([a-z]+)$/.exec(attributes(aside).class ?? '')?.[1];
        const [label] = childElements(aside);
        return type && aside.attrs.length === 1 && isElement(label, 'p', { class: 'alert-label' })
          ? [type]
          : [];
      });
      assert.deepEqual(rendered, types, page.file);
      assert.doesNotMatch(html, /\[!(TIP|NOTE|WARNING|CAUTION)\]/, page.file);
      checked += 1;
    }
    assert.ok(checked >= 10, `only ${checked} pages have alerts`);
  });

  for (const page of pages) {
    describe(page.url, () => {
      const html = exportedHtml(page.url);
      const document = exportedDocument(page.url);
      it('is titled "Title | webpack"', () =>
        assert.equal(titleOf(document), `${page.data.title} | webpack`));
      it('has the page title as its only h1', () => {
        const headings = elements(document, 'h1');
        assert.equal(headings.length, 1);
        // No attributes, and text only.
        assert.ok(isElement(headings[0], 'h1') && plainTextOf(headings[0]), 'the h1 is plain text');
      });
      it('has a canonical url ending with a slash', () =>
        assert.equal(linkHref(document, 'canonical'), `${ORIGIN}${page.url}`));
      it('has its description, or the default one', () =>
        assert.equal(metaOf(document, 'description'), page.data.description ?? DEFAULT_DESCRIPTION));
      it('is in English and has the theme colour', () => {
        assert.ok(html.startsWith('<!DOCTYPE html>'));
        assert.equal(attributes(theElement(document, 'html')).lang, 'en');
        assert.equal(metaOf(document, 'theme-color'), '#2B3A42');
      });
      it('has every heading of its source in the HTML, with its github-slugger id', () => {
        const present = new Set(ids(document));
        for (const text of headingTexts(page.file))
          assert.ok(present.has(slug(text)), `#${slug(text)} (${text})`);
      });
      it('may be indexed', () => assert.equal(allMeta(document, 'robots').length, 0));
      it('shows its breadcrumbs (home, section, sidebar group, page) and the same trail as BreadcrumbList data', () => {
        const expected = breadcrumbTrail(page);
        const nav = theElement(document, 'nav', { class: 'breadcrumbs', 'aria-label': 'Breadcrumbs' });
        const [list] = childElements(nav);
        assert.ok(isElement(list, 'ol'), 'the trail is a list');
        // Each item holds one link, or one span (the current page's marked as such), of plain text.
        const shown = childElements(list).map((item) => {
          const [crumb, ...more] = childElements(item);
          assert.ok(isElement(item, 'li') && crumb && more.length === 0, 'an item holds one crumb');
          const title = plainTextOf(crumb);
          assert.ok(title !== undefined, 'a crumb is plain text');
          if (crumb.tagName === 'a' && crumb.attrs.length === 1 && attributes(crumb).href !== undefined)
            return { title, url: attributes(crumb).href };
          const current = isElement(crumb, 'span', { 'aria-current': 'page' });
          assert.ok(current || isElement(crumb, 'span'), 'a crumb is a link or a span');
          return { title, url: current ? page.url : undefined };
        });
        assert.deepEqual(shown, expected);
        const data = elementsWith(document, 'script', { type: 'application/ld+json' })
          .map((script) => JSON.parse(textOf(script)))
          .filter((item) => item['@context'] === 'https://schema.org' && item['@type'] === 'BreadcrumbList');
        assert.equal(data.length, 1, 'one BreadcrumbList');
        assert.deepEqual(
          data[0].itemListElement,
          expected
            .filter((crumb) => crumb.url)
            .map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.title,
              item: `${ORIGIN}${crumb.url}`,
            })),
        );
      });
      it('has the site header, with Documentation, Contribute and Blog, and footer', () => {
        assert.equal(elementsWith(document, 'header', { class: 'site-header' }).length, 1);
        for (const [url, title] of /** @type {const} */ ([
          ['/concepts/', 'Documentation'],
          ['/contribute/', 'Contribute'],
          ['/blog/', 'Blog'],
        ]))
          assert.ok(linksWith(document, { href: url }, title).length > 0, `${title} links to ${url}`);
        assert.ok(hasElement(document, 'a', { href: '/', class: 'site-logo', 'aria-label': 'webpack home' }));
        assert.ok(hasElement(document, 'footer', { class: 'site-footer' }));
      });
      const section = page.url.split('/')[1] ?? '';
      const sectionLink = SECTION_LINKS[section];
      if (DOC_SECTIONS.includes(section)) {
        it('marks Documentation active and shows the documentation sections row', () => {
          assert.ok(
            hasElement(document, 'a', { href: '/concepts/', 'aria-current': 'true' }, 'Documentation'),
          );
          assert.ok(
            hasElement(document, 'nav', { class: 'header-subnav', 'aria-label': 'Documentation sections' }),
          );
          assert.ok(hasElement(document, 'a', { href: `/${section}/`, 'aria-current': 'page' }));
        });
      } else if (sectionLink) {
        it(`marks ${sectionLink} active and shows no sections row`, () => {
          const active = elementsWith(document, 'a', { 'aria-current': 'true' }).map(textOf);
          assert.deepEqual(active, [sectionLink]);
          assert.doesNotMatch(html, /header-subnav/);
        });
      } else {
        it('marks no header link active and shows no sections row', () => {
          assert.deepEqual(elementsWith(document, 'a', { 'aria-current': 'true' }), []);
          assert.doesNotMatch(html, /header-subnav/);
        });
      }
    });
  }
});

describe('code blocks', () => {
  const sources = pages.map((page) => ({
    ...page,
    source: pageSource(page.file),
  }));

  it('are highlighted at build time in a light and a dark theme, with shared colour classes', () => {
    const seen = new Set();
    for (const page of sources.filter((p) => p.source.includes('```'))) {
      const html = exportedHtml(page.url);
      const document = exportedDocument(page.url);
      const pres = elements(document, 'pre');
      assert.ok(pres.length > 0, page.url);
      for (const pre of pres) assert.equal(attributes(pre).class, 'shiki', page.url);
      // No style attribute per token: colours are classes defined once in the page's head.
      assert.doesNotMatch(html, /style="[^"]*--shiki/, page.url);
      const styles = elements(document, 'style')
        .filter((style) => isElement(style, 'style'))
        .map(textOf)
        .join('');
      const used = new Set(
        elements(document).flatMap((element) => (attributes(element).class ?? '').split(' ')),
      );
      const colours = [...used].filter((name) => /^c[ld]-[0-9a-f]{6}$/.test(name));
      for (const name of colours) {
        assert.ok(styles.includes(`.${name}{color:#${name.slice(3)}}`), `${page.url}: .${name} is defined`);
        seen.add(name.slice(0, 3));
      }
    }
    assert.deepEqual([...seen].sort(), ['cd-', 'cl-'], 'tokens are coloured in both themes');
  });

  it('mark the added and removed lines of diff fences', () => {
    const withDiff = sources.filter((p) => /^```diff/m.test(p.source));
    assert.ok(withDiff.length > 0, 'the content has diff fences');
    for (const page of withDiff)
      assert.ok(
        elements(exportedDocument(page.url)).some((element) =>
          ['line diff-add', 'line diff-remove'].includes(attributes(element).class ?? ''),
        ),
        page.url,
      );
  });

  it('show the file name of titled fences', () => {
    const titled = sources.find((p) => /^```\w+ title="webpack\.config\.js"/m.test(p.source));
    assert.ok(titled, 'a fence is titled webpack.config.js');
    assert.ok(hasElement(exportedDocument(titled.url), 'figcaption', {}, 'webpack.config.js'));
  });
});

describe('MDX components', () => {
  /** The commands each package manager runs for an `<InstallCommand>` of `packages` (and `dev` or `global`). */
  const INSTALLS = {
    dependency: (/** @type {string} */ names) => [
      `npm install ${names}`,
      `yarn add ${names}`,
      `pnpm add ${names}`,
    ],
    dev: (/** @type {string} */ names) => [
      `npm install --save-dev ${names}`,
      `yarn add --dev ${names}`,
      `pnpm add --save-dev ${names}`,
    ],
    global: (/** @type {string} */ names) => [
      `npm install --global ${names}`,
      `yarn global add ${names}`,
      `pnpm add --global ${names}`,
    ],
  };

  it('render each <InstallCommand> of content/ as npm, yarn and pnpm tabs of static HTML, the npm one shown', () => {
    let groups = 0;
    for (const page of pages) {
      const expected = installCommandProps(pageSource(page.file)).map((props) => {
        const names = /packages="([^"]+)"/.exec(props)?.[1] ?? '';
        const kind = /\bdev\b/.test(props) ? 'dev' : /\bglobal\b/.test(props) ? 'global' : 'dependency';
        return INSTALLS[kind](names);
      });
      const document = exportedDocument(page.url);
      const present = new Set(ids(document));
      const rendered = elementsWith(document, 'div', { class: 'install-tabs' }).map((group) => {
        const [tablist, ...panels] = childElements(group);
        assert.ok(isElement(tablist, 'div', { role: 'tablist', 'aria-label': 'Package manager' }), page.file);
        const tabs = childElements(tablist);
        assert.deepEqual(tabs.map(plainTextOf), ['npm', 'yarn', 'pnpm'], page.file);
        assert.deepEqual(
          tabs.map((tab) => [attributes(tab)['aria-selected'], attributes(tab).tabindex]),
          [
            ['true', '0'],
            ['false', '-1'],
            ['false', '-1'],
          ],
          `${page.file}: npm is selected and the only tab in the tab order`,
        );
        return tabs.map((tab, index) => {
          const panel = panels[index];
          assert.ok(panel && attributes(panel).role === 'tabpanel', page.file);
          assert.equal(attributes(tab)['aria-controls'], attributes(panel).id, page.file);
          assert.equal(attributes(panel)['aria-labelledby'], attributes(tab).id, page.file);
          assert.ok(
            present.has(attributes(tab).id ?? '') && present.has(attributes(panel).id ?? ''),
            page.file,
          );
          assert.equal('hidden' in attributes(panel), index !== 0, `${page.file}: only npm's panel shows`);
          return textOf(theElement(panel, 'pre')).trim();
        });
      });
      assert.deepEqual(rendered, expected, page.file);
      // No component reaches the HTML as an element (a page may show one as code).
      assert.doesNotMatch(exportedHtml(page.url), /<(installcommand|since|modedefaults)\b/i, page.file);
      groups += rendered.length;
    }
    assert.ok(groups >= 50, `only ${groups} install commands`);
  });

  it('mark output.clean as added in 5.20, in the HTML and in the Markdown', () => {
    const heading = theElement(exportedDocument('/configuration/output/'), 'h3', { id: 'outputclean' });
    assert.equal(textOf(theElement(heading, 'span', { class: 'badge' })), 'since webpack 5.20+');
    const markdown = readFileSync(join(OUT, 'configuration/output/index.html.md'), 'utf8');
    assert.match(markdown, /^#{3} `output\.clean`[^\n]*\n+(?:[^\n]*\n+)?[^\n]*Since 5\.20/m);
  });

  it("badge the exports of require('webpack') from the data, in the HTML and as text in the Markdown", () => {
    const section = elementsWith(exportedDocument('/api/node/'), 'li').find((item) =>
      textOf(item).startsWith('Plugins:'),
    );
    assert.ok(section, 'the list of plugins');
    const badge = childElements(section).find(
      (element, index, all) => textOf(all[index - 1] ?? element) === 'CleanPlugin' && index > 0,
    );
    assert.equal(badge && textOf(badge), 'since webpack 5.20+');
    const markdown = readFileSync(join(OUT, 'api/node/index.html.md'), 'utf8');
    assert.match(markdown, /`CleanPlugin` Since 5\.20, `CopyPlugin` Since 5\.111,/);
  });

  it("show output.chunkLoading's default by target, in the HTML and in the Markdown", () => {
    // The first table after the heading, in document order, with no other heading between.
    const all = elements(exportedDocument('/configuration/output/'));
    const start = all.findIndex((element) => isElement(element, 'h3', { id: 'outputchunkloading' }));
    const end = all.findIndex((element, index) => index > start && element.tagName === 'table');
    assert.ok(start >= 0 && end > start, 'a table after the output.chunkLoading heading');
    const between = all.slice(start + 1, end).filter((element) => /^h[2-4]$/.test(element.tagName));
    assert.deepEqual(between, [], "the table is in the heading's section");
    const rows = elements(/** @type {Element} */ (all[end]), 'tr').map((row) =>
      childElements(row).map(textOf),
    );
    assert.deepEqual(rows, [
      ['Target', 'Default in every mode'],
      ['web', "'jsonp'"],
      ['node', "'require'"],
    ]);
    const markdown = readFileSync(join(OUT, 'configuration/output/index.html.md'), 'utf8');
    assert.match(
      markdown,
      /^#{3} `output\.chunkLoading`\n[^#]*?\n\| Target +\| Default in every mode \|\n[^\n]+\n\| `web` +\| `'jsonp'` +\|\n\| `node` \| `'require'` +\|$/m,
    );
  });
});

describe('the blog', () => {
  it('has the two 2020 posts, each dated by its frontmatter and file name', () => {
    assert.deepEqual(
      blogPosts.map((post) => [post.url, post.date]),
      [
        ['/blog/2020-12-08-roadmap-2021/', '2020-12-08'],
        ['/blog/2020-10-10-webpack-5-release/', '2020-10-10'],
      ],
    );
  });

  it("shows no version selector, which is about the docs' webpack version; the docs do", () => {
    const selectors = (/** @type {string} */ url) =>
      elementsWith(exportedDocument(url), 'select', { id: 'doc-version' });
    for (const url of ['/blog/', ...blogPosts.map((post) => post.url)])
      assert.deepEqual(selectors(url), [], url);
    assert.equal(selectors('/concepts/').length, 1);
  });

  it('/blog/ lists every post newest first, with its date and summary', () => {
    const document = exportedDocument('/blog/');
    const list = theElement(document, 'section', { class: 'blog-posts' });
    // A post is an h2 ending with its link, then its date, then its summary.
    const listed = elements(list, 'h2').flatMap((heading) => {
      const [date, summary] = elementsAfter(heading);
      const link = childElements(heading).at(-1);
      const [time, ...more] = date ? childElements(date) : [];
      const href = link && attributes(link).href;
      const day = time && attributes(time).datetime;
      const post =
        href !== undefined &&
        day !== undefined &&
        isElement(link, 'a', { href }) &&
        plainTextOf(link) !== undefined &&
        isElement(date, 'p', { class: 'post-date' }) &&
        more.length === 0 &&
        isElement(time, 'time', { datetime: day }) &&
        plainTextOf(time) &&
        isElement(summary, 'p');
      return post ? [[href, day, plainTextOf(summary)]] : [];
    });
    assert.deepEqual(
      listed,
      blogPosts.map((post) => [post.url, post.date, post.data.description]),
    );
    const order = elements(document);
    const prose = order.findIndex((element) => attributes(element)['data-prose'] === '/blog/');
    assert.ok(prose >= 0 && order.indexOf(list) < prose, 'the posts come before the words about the blog');
  });

  it('announces its Atom feed on every blog page', () => {
    for (const page of pages.filter((p) => p.url.startsWith('/blog/'))) {
      const feeds = elements(exportedDocument(page.url), 'link').filter((link) => {
        const { title } = attributes(link);
        return (
          title &&
          isElement(link, 'link', {
            rel: 'alternate',
            type: 'application/atom+xml',
            href: `${ORIGIN}${FEED}`,
            title,
          })
        );
      });
      assert.equal(feeds.length, 1, page.url);
    }
  });

  it("shows each post's date under its title", () => {
    for (const post of blogPosts) {
      const heading = theElement(exportedDocument(post.url), 'h1');
      const [date] = elementsAfter(heading);
      assert.ok(isElement(heading, 'h1') && plainTextOf(heading), post.url);
      assert.ok(isElement(date, 'p', { class: 'post-date' }), post.url);
      assert.ok(isElement(childElements(date)[0], 'time', { datetime: post.date }), post.url);
    }
  });

  it(`exports ${FEED}: valid Atom listing every post with its url and date`, async () => {
    const xml = readFileSync(join(OUT, FEED), 'utf8');
    assert.deepEqual(await atomFeedProblems(xml), []);
    // Valid, so its elements read as HTML's tree reads them: each entry holds its link and date.
    const entries = elements(parseHtml(xml), 'entry');
    assert.deepEqual(
      entries.map((entry) => [
        elements(entry, 'link').flatMap((link) => {
          const { href } = attributes(link);
          return href && isElement(link, 'link', { rel: 'alternate', type: 'text/html', href }) ? [href] : [];
        })[0],
        elements(entry, 'published').map(textOf)[0],
      ]),
      blogPosts.map((post) => [`${ORIGIN}${post.url}`, `${post.date}T00:00:00Z`]),
    );
  });
});

describe('walkthrough guides', () => {
  const STACKBLITZ =
    /^https:\/\/stackblitz\.com\/github\/webpack\/webpack\.js\.org\/tree\/main\/examples\/([^"/]+)$/;
  /** The example folders a page links on StackBlitz, in the words and the way of the guides. */
  const stackblitzExamples = (/** @type {string} */ url) =>
    elements(exportedDocument(url), 'a').flatMap((link) => {
      const { href = '' } = attributes(link);
      const name = STACKBLITZ.exec(href)?.[1];
      const linked =
        name &&
        isElement(link, 'a', { href, target: '_blank', rel: 'noopener noreferrer' }) &&
        plainTextOf(link) === 'Check out this guide live on StackBlitz.';
      return linked ? [name] : [];
    });

  it('link their example project on StackBlitz, a folder of examples/, and no other page does', () => {
    let guides = 0;
    for (const page of pages) {
      const source = pageSource(page.file);
      const shown = new Set([...source.matchAll(/^```\w+ .*\bexample="([^"]+)"/gm)].map((m) => m[1]));
      const linked = stackblitzExamples(page.url);
      assert.deepEqual(linked, [...shown], page.url);
      for (const name of linked)
        assert.ok(statSync(join(OUT, '..', 'examples', name)).isDirectory(), `examples/${name}/`);
      if (linked.length > 0) guides += 1;
    }
    assert.ok(guides >= 6, `${guides} guides link their example`);
  });
});

describe('printable pages', () => {
  for (const section of printableSectionsPresent()) {
    it(`/${section}/printable/ combines the section, is titled and not indexed`, () => {
      const document = exportedDocument(`/${section}/printable/`);
      assert.equal(titleOf(document), 'Combined printable page | webpack');
      assert.deepEqual(allMeta(document, 'robots'), ['noindex,nofollow']);
      // Each page's title is the text an h1 ends with, after any element the h1 opens with.
      const headings = new Set(
        elements(document, 'h1').flatMap((heading) => {
          const last = heading.childNodes.at(-1);
          return last?.nodeName === '#text' ? [textOf(last)] : [];
        }),
      );
      const sectionPages = pages.filter((p) => p.url.startsWith(`/${section}/`));
      for (const page of sectionPages) assert.ok(headings.has(page.data.title), page.url);
      const pageIds = ids(document);
      assert.equal(new Set(pageIds).size, pageIds.length, 'ids on the combined page are unique');
    });
  }
});

describe('home, not found, app shell', () => {
  it('home is titled webpack with the default description', () => {
    const document = exportedDocument('/');
    assert.equal(titleOf(document), 'webpack');
    assert.equal(metaOf(document, 'description'), DEFAULT_DESCRIPTION);
    assert.equal(linkHref(document, 'canonical'), `${ORIGIN}/`);
    assert.ok(hrefs(document).includes('/concepts/'), 'home links into the docs');
  });

  it('home has the headline, the highlighted example, support and the partner banner in its HTML', () => {
    const html = exportedHtml('/');
    const document = exportedDocument('/');
    // One attribute at most per element, so the serialization is the markup whatever the order.
    assert.ok(
      elements(document, 'h1').some(
        (heading) =>
          serializeOuter(heading) === '<h1>bundle your <span class="home-hero-word">assets</span></h1>',
      ),
    );
    assert.ok(
      elements(document, 'pre').filter((pre) => (attributes(pre).class ?? '').startsWith('shiki')).length >=
        3,
    );
    assert.match(html, /Support the Team/);
    const links = hrefs(document);
    for (const href of [
      'https://opencollective.com/webpack',
      'https://www.ag-grid.com/',
      'https://www.ag-grid.com/charts/',
    ])
      assert.ok(links.includes(href), href);
    assert.doesNotMatch(html, /fixture/i, 'no sponsor is baked into the page');
  });

  it('exports the supporters file the home page loads, with no invented entries', () => {
    const exported = JSON.parse(readFileSync(join(OUT, 'supporters.json'), 'utf8'));
    const source = JSON.parse(readFileSync(join(OUT, '..', 'data', 'supporters.json'), 'utf8'));
    assert.deepEqual(exported, source);
  });

  it('404.html is the not-found screen', () => {
    const html = readFileSync(join(OUT, '404.html'), 'utf8');
    const document = parseHtml(html);
    assert.equal(titleOf(document), 'Page Not Found | webpack');
    assert.ok(hasElement(document, 'h1', {}, 'Page Not Found'));
    assert.match(html, /Oops! The page you are looking for has been removed or relocated\./);
    assert.ok(hasElement(document, 'a', { href: '/', class: 'button' }, 'Go to Homepage'));
    assert.deepEqual(allMeta(document, 'robots'), ['noindex']);
    assert.ok(elementsWith(document, 'header', { class: 'site-header' }).length > 0);
    assert.doesNotMatch(html, /aria-current="/);
  });

  it('/app-shell/ renders a main with nothing but a heading for screen readers', () => {
    const main = theElement(exportedDocument('/app-shell/'), 'main');
    assert.ok(isElement(main, 'main', { id: 'main-content', class: 'page app-shell' }));
    const [heading, ...more] = main.childNodes;
    assert.deepEqual(more, []);
    assert.ok(isElement(heading, 'h1', { class: 'visually-hidden' }) && plainTextOf(heading) === 'webpack');
  });
});

describe('the search index', () => {
  /** @type {{ sections: string[], lengths: string[], details: string[], detailsPerFile: number, chunks: string[][] }} */
  const manifest = JSON.parse(readFileSync(join(OUT, 'search-index.json'), 'utf8'));
  const read = (/** @type {string} */ name) => readFileSync(join(OUT, 'search', `${name}.json`), 'utf8');
  const named = new Set([
    ...manifest.sections,
    ...manifest.lengths,
    ...manifest.details,
    ...manifest.chunks.flat(),
  ]);

  it('has every file the manifest names, each named by the sha256 of its content', () => {
    assert.ok(manifest.sections.length > 0 && manifest.chunks.flat().length > 100);
    for (const name of named) {
      assert.ok(existsSync(join(OUT, 'search', `${name}.json`)), `search/${name}.json is missing`);
      const hash = createHash('sha256').update(read(name)).digest('hex');
      assert.ok(hash.startsWith(name) && name.length >= 8, `search/${name}.json is not named by its content`);
    }
  });

  it("carries a reference heading's card with its excerpt: output.publicPath is a configuration option", () => {
    /** @type {number | undefined} */
    let id;
    for (const name of manifest.sections) {
      /** @type {{ first: number, pages: string[][], sections: [number, string, string][] }} */
      const file = JSON.parse(read(name));
      const at = file.sections.findIndex(
        ([page, , heading]) =>
          file.pages[page]?.[0] === '/configuration/output/' && heading === 'output.publicPath',
      );
      if (at >= 0) id = file.first + at;
    }
    assert.ok(id !== undefined, 'output.publicPath is a section');
    /** @type {{ first: number, sections: [string, { kind: string }?][] }} */
    const details = JSON.parse(read(manifest.details[Math.floor(id / manifest.detailsPerFile)] ?? ''));
    assert.equal(details.sections[id - details.first]?.[1]?.kind, 'Configuration option');
  });

  it('exports no search file that nothing names', () => {
    const exported = readdirSync(join(OUT, 'search')).map((file) => file.replace(/\.json$/, ''));
    assert.deepEqual(
      exported.filter((name) => !named.has(name)),
      [],
    );
  });
});

describe('icons, manifest, robots.txt and sitemap.xml', () => {
  const document = exportedDocument('/');
  const pngSize = (/** @type {string} */ file) => {
    const data = readFileSync(join(OUT, file));
    return [data.readUInt32BE(16), data.readUInt32BE(20)];
  };

  it('declares icons of 192, 512, 180 and 150 pixels that exist with those sizes', () => {
    /** @type {[string, number, string, Record<string, string>][]} */
    const declared = [
      ['/icons/icon-192.png', 192, 'link', { rel: 'icon', href: '/icons/icon-192.png', sizes: '192x192' }],
      ['/icons/icon-512.png', 512, 'link', { rel: 'icon', href: '/icons/icon-512.png', sizes: '512x512' }],
      [
        '/icons/apple-touch-icon.png',
        180,
        'link',
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', sizes: '180x180' },
      ],
      [
        '/icons/mstile-150.png',
        150,
        'meta',
        { name: 'msapplication-TileImage', content: '/icons/mstile-150.png' },
      ],
    ];
    for (const [file, size, tagName, declaration] of declared) {
      assert.ok(elementsWith(document, tagName, declaration).length > 0, file);
      assert.deepEqual(pngSize(file), [size, size], file);
    }
  });

  it('has a mask icon with colour #465e69', () => {
    assert.ok(
      elementsWith(document, 'link', { rel: 'mask-icon', href: '/icons/mask-icon.svg', color: '#465e69' })
        .length > 0,
    );
    assert.ok(existsSync(join(OUT, 'icons/mask-icon.svg')));
  });

  it('serves a manifest whose icons exist', () => {
    assert.equal(linkHref(document, 'manifest'), '/manifest.json');
    const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8'));
    assert.equal(manifest.theme_color, '#2B3A42');
    assert.equal(manifest.start_url, '/');
    for (const icon of manifest.icons) assert.ok(existsSync(join(OUT, icon.src)), icon.src);
  });

  it('robots.txt points to the sitemap, which lists every page', () => {
    assert.match(
      readFileSync(join(OUT, 'robots.txt'), 'utf8'),
      /Sitemap: https:\/\/webpack.js.org\/sitemap.xml/,
    );
    const sitemap = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    for (const page of pages) assert.ok(sitemap.includes(`<loc>${ORIGIN}${page.url}</loc>`), page.url);
  });
});

describe('links across the export', () => {
  const htmlFiles = filesUnder(OUT)
    .filter((path) => path.endsWith('.html'))
    .map((path) => join(OUT, path));
  /** @type {Map<string, { hrefs: string[], ids: Set<string> }>} */
  const read = new Map();
  /** The hrefs and ids of an exported file, parsed once for both tests. */
  const linksOf = (/** @type {string} */ file) => {
    let links = read.get(file);
    if (!links) {
      const document = parsedFile(file);
      links = { hrefs: hrefs(document), ids: new Set(ids(document)) };
      read.set(file, links);
    }
    return links;
  };

  it('ends each head with its one render-blocking expect link, wherever React hoisted it', () => {
    const misplaced = htmlFiles.filter((file) => {
      const html = readFileSync(file, 'utf8');
      return html.split('<link rel="expect"').length !== 2 || !/<link rel="expect"[^>]*><\/head>/.test(html);
    });
    assert.deepEqual(misplaced, []);
  });

  it("carries each page's React payload in one script, however React batched it in this build", () => {
    // Next writes a script per batch of React's output, and batches vary with the machine's
    // load: two builds of one page differed only there until the build joined them.
    const split = htmlFiles.filter(
      (file) => readFileSync(file, 'utf8').split('<script>self.__next_f.push([1,').length !== 2,
    );
    assert.deepEqual(split, []);
  });

  it('every internal link of every exported page leads to a file of the export', () => {
    const broken = [];
    for (const file of htmlFiles) {
      for (const href of linksOf(file).hrefs) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const path = href.split(/[?#]/)[0] ?? '';
        const target = join(OUT, path, path.endsWith('/') ? 'index.html' : '');
        if (!existsSync(target)) broken.push(`${file.slice(OUT.length)} -> ${href}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('every # link of every exported page leads to an id of its target page', () => {
    const broken = [];
    let followed = 0;
    for (const file of htmlFiles) {
      for (const href of linksOf(file).hrefs) {
        const hash = href.indexOf('#');
        if (hash < 0 || (!href.startsWith('#') && !href.startsWith('/')) || href.startsWith('//')) continue;
        const path = href.slice(0, hash).split('?')[0] ?? '';
        const target = path === '' ? file : join(OUT, path, path.endsWith('/') ? 'index.html' : '');
        followed += 1;
        const id = decodeURIComponent(href.slice(hash + 1));
        if (!existsSync(target) || !linksOf(target).ids.has(id))
          broken.push(`${file.slice(OUT.length)} -> ${href}`);
      }
    }
    assert.ok(followed > 1000, `only ${followed} # links followed`);
    assert.deepEqual(broken, []);
  });

  it('printable pages keep links within their section on the printable page', () => {
    for (const section of printableSectionsPresent()) {
      const main = theElement(exportedDocument(`/${section}/printable/`), 'main');
      const leaving = hrefs(main).filter((href) => href.startsWith(`/${section}/`));
      assert.deepEqual(leaving, [], `/${section}/printable/`);
    }
  });

  it('external links open in a new tab without an opener', () => {
    // The language menu is the exception: it switches the reader to a mirror of the same page.
    const external = elements(exportedDocument('/concepts/'), 'a')
      .map(attributes)
      .filter((link) => /^https?:/.test(link.href ?? '') && link.role !== 'menuitem');
    assert.ok(external.length > 0);
    for (const link of external) {
      assert.equal(link.target, '_blank', link.href);
      assert.equal(link.rel, 'noopener noreferrer', link.href);
    }
  });
});

describe('served as static files', () => {
  /** @type {Awaited<ReturnType<typeof serveExport>>} */
  let site;
  before(async () => (site = await serveExport()));
  after(() => site.server.close());

  it('/license without a slash reaches the license page', async () => {
    const response = await fetch(`${site.url}/license`);
    assert.equal(response.status, 200);
    assert.equal(new URL(response.url).pathname, '/license/');
    assert.equal(titleOf(parseHtml(await response.text())), 'License | webpack');
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const response = await fetch(`${site.url}/no/such/page/`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Page Not Found/);
  });
});

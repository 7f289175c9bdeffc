// Export checks: the built out/ has every route with the right head, and works as static files.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { slug } from 'github-slugger';
import {
  OUT,
  ORIGIN,
  blogPostsOf,
  contentPages,
  exportedHtml,
  pageBody,
  pageSource,
  printableSectionsPresent,
  serveExport,
  withoutFences,
} from '../fixtures.mjs';
import { atomFeedProblems } from '../../scripts/validate-atom.mjs';
import { allMeta, decodeText, hrefs, ids, linkHref, metaOf, titleOf } from './html.mjs';

const DEFAULT_DESCRIPTION =
  'webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.';
const pages = contentPages();
const DOC_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];
/** The header's other top links (docs/SPEC.md section 4), each active on its own section. */
const SECTION_LINKS = { contribute: 'Contribute', blog: 'Blog' };
const FEED = '/blog/atom.xml';

const blogPosts = blogPostsOf(pages);

/** Sections the section row (and so the breadcrumbs and the home page) names otherwise than their index page. */
const SECTION_ROW_LABELS = { '/api/': 'API' };

/** What a page's breadcrumbs must be, from content/ alone: home, its section's index page, its frontmatter group, itself. */
function breadcrumbTrail(page) {
  const trail = [{ title: 'Home', url: '/' }];
  const index = pages.find((other) => other.url === `/${page.url.split('/')[1]}/`);
  if (index && index !== page) {
    trail.push({ title: SECTION_ROW_LABELS[index.url] ?? index.data.title, url: index.url });
    if (page.data.group) trail.push({ title: page.data.group, url: undefined });
  }
  return [...trail, { title: page.data.title, url: page.url }];
}

/** A heading's text: links reduced to their text, emphasis markers dropped outside code spans. */
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

/** Heading texts of a markdown body, fences skipped. */
function headingTexts(file) {
  return [...withoutFences(pageBody(file)).matchAll(/^#{1,6} (.+)$/gm)].map((m) => plainText(m[1]));
}

describe('content pages', () => {
  it('exports every page file of content/ (at least the 15 of concepts) as its index.html', () => {
    assert.ok(pages.filter((p) => p.url.startsWith('/concepts/')).length >= 15);
    const missing = pages.filter((p) => !existsSync(join(OUT, p.url, 'index.html'))).map((p) => p.url);
    assert.deepEqual(missing, []);
  });

  it('labels the api section "API" in the row of documentation sections', () => {
    const row =
      /<nav class="header-subnav"[^>]*>([\s\S]*?)<\/nav>/.exec(exportedHtml('/concepts/'))?.[1] ?? '';
    assert.match(row, /<a href="\/api\/"[^>]*>API<\/a>/);
  });

  it('names each documentation section on the home page as the section row does', () => {
    const doors = /<section class="home-doors"[^>]*>([\s\S]*?)<\/section>/.exec(exportedHtml('/'))?.[1] ?? '';
    const titles = [...doors.matchAll(/<a href="([^"]+)"><strong>([^<]+)<\/strong>/g)].map(
      ([, url, title]) => [url, title],
    );
    assert.equal(titles.length, DOC_SECTIONS.length);
    for (const [url, title] of titles) {
      const index = pages.find((page) => page.url === url);
      assert.equal(title, SECTION_ROW_LABELS[url] ?? index.data.title, url);
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
      const types = [...withoutFences(pageSource(page.file)).matchAll(ALERT)].map((m) => m[1].toLowerCase());
      if (types.length === 0) continue;
      const html = exportedHtml(page.url);
      const rendered = [
        ...html.matchAll(/<aside class="alert alert-([a-z]+)">\s*<p class="alert-label">/g),
      ].map((m) => m[1]);
      assert.deepEqual(rendered, types, page.file);
      assert.doesNotMatch(html, /\[!(TIP|NOTE|WARNING|CAUTION)\]/, page.file);
      checked += 1;
    }
    assert.ok(checked >= 10, `only ${checked} pages have alerts`);
  });

  for (const page of pages) {
    describe(page.url, () => {
      const html = exportedHtml(page.url);
      it('is titled "Title | webpack"', () => assert.equal(titleOf(html), `${page.data.title} | webpack`));
      it('has the page title as its only h1', () => {
        assert.equal([...html.matchAll(/<h1[\s>]/g)].length, 1);
        assert.match(html, /<h1>[^<]+<\/h1>/);
      });
      it('has a canonical url ending with a slash', () =>
        assert.equal(linkHref(html, 'canonical'), `${ORIGIN}${page.url}`));
      it('has its description, or the default one', () =>
        assert.equal(metaOf(html, 'description'), page.data.description ?? DEFAULT_DESCRIPTION));
      it('is in English and has the theme colour', () => {
        assert.match(html, /^<!DOCTYPE html><html lang="en"/);
        assert.equal(metaOf(html, 'theme-color'), '#2B3A42');
      });
      it('has every heading of its source in the HTML, with its github-slugger id', () => {
        const present = new Set(ids(html));
        for (const text of headingTexts(page.file))
          assert.ok(present.has(slug(text)), `#${slug(text)} (${text})`);
      });
      it('may be indexed', () => assert.equal(allMeta(html, 'robots').length, 0));
      it('shows its breadcrumbs (home, section, sidebar group, page) and the same trail as BreadcrumbList data', () => {
        const expected = breadcrumbTrail(page);
        const nav = html.match(/<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol>(.*?)<\/ol>/);
        assert.ok(nav, 'the page has a breadcrumb trail');
        const shown = [
          ...nav[1].matchAll(
            /<li>(?:<a href="([^"]*)">|<span( aria-current="page")?>)([^<]*)<\/(?:a|span)><\/li>/g,
          ),
        ].map(([, href, current, text]) => ({
          title: decodeText(text),
          url: href ?? (current ? page.url : undefined),
        }));
        assert.deepEqual(shown, expected);
        const data = JSON.parse(
          html.match(
            /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema\.org","@type":"BreadcrumbList".*?)<\/script>/,
          )[1],
        );
        assert.deepEqual(
          data.itemListElement,
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
        assert.match(html, /<header\b[^>]*\bclass="site-header"/);
        for (const [url, title] of [
          ['/concepts/', 'Documentation'],
          ['/contribute/', 'Contribute'],
          ['/blog/', 'Blog'],
        ])
          assert.match(html, new RegExp(`<a href="${url}"[^>]*>${title}</a>`));
        assert.match(html, /<a href="\/" class="site-logo" aria-label="webpack home">/);
        assert.match(html, /<footer class="site-footer">/);
      });
      const section = page.url.split('/')[1];
      if (DOC_SECTIONS.includes(section)) {
        it('marks Documentation active and shows the documentation sections row', () => {
          assert.match(html, /<a href="\/concepts\/" aria-current="true">Documentation<\/a>/);
          assert.match(html, /<nav class="header-subnav" aria-label="Documentation sections">/);
          assert.match(html, new RegExp(`<a href="/${section}/" aria-current="page">`));
        });
      } else if (SECTION_LINKS[section]) {
        it(`marks ${SECTION_LINKS[section]} active and shows no sections row`, () => {
          const active = [...html.matchAll(/<a href="([^"]*)" aria-current="true">([^<]*)<\/a>/g)].map(
            (m) => m[2],
          );
          assert.deepEqual(active, [SECTION_LINKS[section]]);
          assert.doesNotMatch(html, /header-subnav/);
        });
      } else {
        it('marks no header link active and shows no sections row', () => {
          assert.doesNotMatch(html, /<a [^>]*aria-current="true"/);
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
      const pres = [...html.matchAll(/<pre[^>]*>/g)].map((m) => m[0]);
      assert.ok(pres.length > 0, page.url);
      for (const pre of pres) assert.match(pre, /class="shiki"/, page.url);
      // No style attribute per token: colours are classes defined once in the page's head.
      assert.doesNotMatch(html, /style="[^"]*--shiki/, page.url);
      const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
      const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
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
      assert.match(exportedHtml(page.url), /class="line diff-(add|remove)"/, page.url);
  });

  it('show the file name of titled fences', () => {
    const titled = sources.find((p) => /^```\w+ title="webpack\.config\.js"/m.test(p.source));
    assert.match(exportedHtml(titled.url), /<figcaption>webpack\.config\.js<\/figcaption>/);
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
    for (const url of ['/blog/', ...blogPosts.map((post) => post.url)]) {
      assert.doesNotMatch(exportedHtml(url), /<select id="doc-version"/, url);
    }
    assert.match(exportedHtml('/concepts/'), /<select id="doc-version"/);
  });

  it('/blog/ lists every post newest first, with its date and summary', () => {
    const html = exportedHtml('/blog/');
    const list = /<section class="blog-posts"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const listed = [
      ...list.matchAll(
        /<a href="([^"]+)">[^<]*<\/a><\/h2><p class="post-date"><time dateTime="([^"]+)">[^<]+<\/time><\/p><p>([^<]*)<\/p>/g,
      ),
    ].map((m) => [m[1], m[2], decodeText(m[3])]);
    assert.deepEqual(
      listed,
      blogPosts.map((post) => [post.url, post.date, post.data.description]),
    );
    assert.ok(
      html.indexOf('<section class="blog-posts"') < html.indexOf('data-prose="/blog/"'),
      'the posts come before the words about the blog',
    );
  });

  it('announces its Atom feed on every blog page', () => {
    for (const page of pages.filter((p) => p.url.startsWith('/blog/')))
      assert.match(
        exportedHtml(page.url),
        new RegExp(
          `<link rel="alternate" type="application/atom\\+xml" href="${ORIGIN}${FEED}" title="[^"]+"/>`,
        ),
        page.url,
      );
  });

  it("shows each post's date under its title", () => {
    for (const post of blogPosts)
      assert.match(
        exportedHtml(post.url),
        new RegExp(`<h1>[^<]+</h1><p class="post-date"><time dateTime="${post.date}">`),
        post.url,
      );
  });

  it(`exports ${FEED}: valid Atom listing every post with its url and date`, async () => {
    const xml = readFileSync(join(OUT, FEED), 'utf8');
    assert.deepEqual(await atomFeedProblems(xml), []);
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]);
    assert.deepEqual(
      entries.map((entry) => [
        /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(entry)?.[1],
        /<published>([^<]+)<\/published>/.exec(entry)?.[1],
      ]),
      blogPosts.map((post) => [`${ORIGIN}${post.url}`, `${post.date}T00:00:00Z`]),
    );
  });
});

describe('walkthrough guides', () => {
  const STACKBLITZ =
    /<a href="https:\/\/stackblitz\.com\/github\/webpack\/webpack\.js\.org\/tree\/main\/examples\/([^"/]+)" target="_blank" rel="noopener noreferrer">Check out this guide live on StackBlitz\.<\/a>/g;

  it('link their example project on StackBlitz, a folder of examples/, and no other page does', () => {
    let guides = 0;
    for (const page of pages) {
      const source = pageSource(page.file);
      const shown = new Set([...source.matchAll(/^```\w+ .*\bexample="([^"]+)"/gm)].map((m) => m[1]));
      const linked = [...exportedHtml(page.url).matchAll(STACKBLITZ)].map((m) => m[1]);
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
      const html = exportedHtml(`/${section}/printable/`);
      assert.equal(titleOf(html), 'Combined printable page | webpack');
      assert.deepEqual(allMeta(html, 'robots'), ['noindex,nofollow']);
      const sectionPages = pages.filter((p) => p.url.startsWith(`/${section}/`));
      for (const page of sectionPages)
        assert.ok(decodeText(html).includes(`>${page.data.title}</h1>`), page.url);
      const pageIds = ids(html);
      assert.equal(new Set(pageIds).size, pageIds.length, 'ids on the combined page are unique');
    });
  }
});

describe('home, not found, app shell', () => {
  it('home is titled webpack with the default description', () => {
    const html = exportedHtml('/');
    assert.equal(titleOf(html), 'webpack');
    assert.equal(metaOf(html, 'description'), DEFAULT_DESCRIPTION);
    assert.equal(linkHref(html, 'canonical'), `${ORIGIN}/`);
    assert.ok(hrefs(html).includes('/concepts/'), 'home links into the docs');
  });

  it('home has the headline, the highlighted example, support and the partner banner in its HTML', () => {
    const html = exportedHtml('/');
    assert.match(html, /<h1>bundle your <span class="home-hero-word">assets<\/span><\/h1>/);
    assert.ok((html.match(/<pre class="shiki/g) ?? []).length >= 3);
    assert.match(html, /Support the Team/);
    assert.match(html, /href="https:\/\/opencollective.com\/webpack"/);
    assert.match(html, /href="https:\/\/www.ag-grid.com\/"/);
    assert.match(html, /href="https:\/\/www.ag-grid.com\/charts\/"/);
    assert.doesNotMatch(html, /fixture/i, 'no sponsor is baked into the page');
  });

  it('exports the supporters file the home page loads, with no invented entries', () => {
    const exported = JSON.parse(readFileSync(join(OUT, 'supporters.json'), 'utf8'));
    const source = JSON.parse(readFileSync(join(OUT, '..', 'data', 'supporters.json'), 'utf8'));
    assert.deepEqual(exported, source);
  });

  it('404.html is the not-found screen', () => {
    const html = readFileSync(join(OUT, '404.html'), 'utf8');
    assert.equal(titleOf(html), 'Page Not Found | webpack');
    assert.match(html, /<h1>Page Not Found<\/h1>/);
    assert.match(html, /Oops! The page you are looking for has been removed or relocated\./);
    assert.match(html, /<a href="\/" class="button">Go to Homepage<\/a>/);
    assert.deepEqual(allMeta(html, 'robots'), ['noindex']);
    assert.match(html, /<header\b[^>]*\bclass="site-header"/);
    assert.doesNotMatch(html, /aria-current="/);
  });

  it('/app-shell/ renders a main with nothing but a heading for screen readers', () => {
    assert.match(
      exportedHtml('/app-shell/'),
      /<main id="main-content" class="page app-shell"><h1 class="visually-hidden">webpack<\/h1><\/main>/,
    );
  });
});

describe('icons, manifest, robots.txt and sitemap.xml', () => {
  const html = exportedHtml('/');
  const pngSize = (file) => {
    const data = readFileSync(join(OUT, file));
    return [data.readUInt32BE(16), data.readUInt32BE(20)];
  };

  it('declares icons of 192, 512, 180 and 150 pixels that exist with those sizes', () => {
    const declared = [
      ['/icons/icon-192.png', 192, /<link rel="icon" href="\/icons\/icon-192.png" sizes="192x192"/],
      ['/icons/icon-512.png', 512, /<link rel="icon" href="\/icons\/icon-512.png" sizes="512x512"/],
      [
        '/icons/apple-touch-icon.png',
        180,
        /<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon.png" sizes="180x180"/,
      ],
      [
        '/icons/mstile-150.png',
        150,
        /<meta name="msapplication-TileImage" content="\/icons\/mstile-150.png"/,
      ],
    ];
    for (const [file, size, tag] of declared) {
      assert.match(html, tag);
      assert.deepEqual(pngSize(file), [size, size], file);
    }
  });

  it('has a mask icon with colour #465e69', () => {
    assert.match(html, /<link rel="mask-icon" href="\/icons\/mask-icon.svg" color="#465e69"/);
    assert.ok(existsSync(join(OUT, 'icons/mask-icon.svg')));
  });

  it('serves a manifest whose icons exist', () => {
    assert.equal(linkHref(html, 'manifest'), '/manifest.json');
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
  const htmlFiles = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) htmlFiles.push(full);
    }
  };
  walk(OUT);

  it('every internal link of every exported page leads to a file of the export', () => {
    const broken = [];
    for (const file of htmlFiles) {
      for (const href of hrefs(readFileSync(file, 'utf8'))) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const path = href.split(/[?#]/)[0];
        const target = join(OUT, path, path.endsWith('/') ? 'index.html' : '');
        if (!existsSync(target)) broken.push(`${file.slice(OUT.length)} -> ${href}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('every # link of every exported page leads to an id of its target page', () => {
    const idsOf = new Map();
    const idsAt = (file) => {
      if (!idsOf.has(file)) idsOf.set(file, new Set(ids(readFileSync(file, 'utf8'))));
      return idsOf.get(file);
    };
    const broken = [];
    let followed = 0;
    for (const file of htmlFiles) {
      for (const href of hrefs(readFileSync(file, 'utf8'))) {
        const hash = href.indexOf('#');
        if (hash < 0 || (!href.startsWith('#') && !href.startsWith('/')) || href.startsWith('//')) continue;
        const path = href.slice(0, hash).split('?')[0];
        const target = path === '' ? file : join(OUT, path, path.endsWith('/') ? 'index.html' : '');
        followed += 1;
        const id = decodeURIComponent(href.slice(hash + 1));
        if (!existsSync(target) || !idsAt(target).has(id))
          broken.push(`${file.slice(OUT.length)} -> ${href}`);
      }
    }
    assert.ok(followed > 1000, `only ${followed} # links followed`);
    assert.deepEqual(broken, []);
  });

  it('printable pages keep links within their section on the printable page', () => {
    for (const section of printableSectionsPresent()) {
      const html = exportedHtml(`/${section}/printable/`);
      const main = /<main [^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      const leaving = hrefs(main).filter((href) => href.startsWith(`/${section}/`));
      assert.deepEqual(leaving, [], `/${section}/printable/`);
    }
  });

  it('external links open in a new tab without an opener', () => {
    const html = exportedHtml('/concepts/');
    // The language menu is the exception: it switches the reader to a mirror of the same page.
    const external = [...html.matchAll(/<a [^>]*href="https?:[^"]*"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('role="menuitem"'));
    assert.ok(external.length > 0);
    for (const tag of external) assert.match(tag, /target="_blank" rel="noopener noreferrer"/, tag);
  });
});

describe('served as static files', () => {
  let site;
  before(async () => (site = await serveExport()));
  after(() => site.server.close());

  it('/license without a slash reaches the license page', async () => {
    const response = await fetch(`${site.url}/license`);
    assert.equal(response.status, 200);
    assert.equal(new URL(response.url).pathname, '/license/');
    assert.equal(titleOf(await response.text()), 'License | webpack');
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const response = await fetch(`${site.url}/no/such/page/`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /Page Not Found/);
  });
});

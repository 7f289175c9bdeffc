import { getContentTree } from '@/lib/content';
import type { ContentTree, FileNode } from '@/lib/content/types';
import { parseBody } from '@/lib/mdx/pipeline';
import type { ReferenceCards } from '@/lib/reference/card-view';
import { referenceCards } from '@/lib/reference/cards';
import { buildSearchDocuments } from '@/lib/search/documents';

// Built once from the real pages and the installed packages, as the export builds them.
let cards: ReferenceCards;
beforeAll(() => {
  cards = referenceCards(getContentTree());
});

const card = (url: string) => {
  const found = cards[url];
  if (!found) throw new Error(`no reference card for ${url}`);
  return found;
};

describe('reference cards of the real pages', () => {
  it('give a configuration option its schema type and its one default', () => {
    expect(card('/configuration/output/#outputpublicpath')).toEqual({
      kind: 'Configuration option',
      type: "'auto' | string | TemplatePathFn",
      default: "'auto'",
    });
  });

  it('give no default to what the configurations behind the defaults set themselves', () => {
    expect(card('/configuration/entry-context/#entry')).not.toHaveProperty('default');
    // The probe that switches the cache on sets its type; its other properties are defaults.
    expect(card('/configuration/cache/#cachetype')).not.toHaveProperty('default');
    expect(card('/configuration/cache/#cachemaxgenerations')).toHaveProperty('default');
  });

  it('give an option whose default depends on the mode each mode’s default', () => {
    expect(card('/configuration/optimization/#optimizationminimize')).toEqual({
      kind: 'Configuration option',
      type: 'boolean | object',
      modes: { development: 'false', production: 'true', none: 'false' },
    });
  });

  it('give a hook its tapable class and argument types from the typings', () => {
    expect(card('/api/compilation-hooks/#seal')).toEqual({ kind: 'Hook', tapable: 'SyncHook', args: [] });
    expect(card('/api/compiler-hooks/#assetemitted')).toEqual({
      kind: 'Hook',
      tapable: 'AsyncSeriesHook',
      args: ['string', 'AssetEmittedInfo'],
    });
    expect(card('/api/compiler-hooks/#shouldemit')).toMatchObject({ returns: 'boolean | void' });
    // A map of hooks by module type: the arguments of its hooks together.
    expect(card('/api/normalmodulefactory-hooks/#createparser')).toMatchObject({
      tapable: 'HookMap<SyncBailHook>',
    });
  });

  it('give a CLI flag its usage from webpack --help and its values from webpack’s arguments', () => {
    expect(card('/api/cli/#--mode')).toEqual({
      kind: 'CLI flag',
      usage: '--mode <value>',
      type: "'development' | 'production' | 'none'",
    });
    expect(card('/api/cli/#--config')).toEqual({
      kind: 'CLI flag',
      usage: '--config <pathToConfigFile...>, -c',
    });
    expect(card('/api/cli/#build')).toEqual({ kind: 'CLI command', usage: 'build, bundle, b' });
  });

  it('give a loader-context member its type from the typings', () => {
    expect(card('/api/loaders/#thisemitfile')).toEqual({
      kind: 'Loader context',
      type: '(name: string, content: string | Buffer, sourceMap?: string, assetInfo?: AssetInfo) => void',
    });
  });

  it('give plugin and loader options their types from the packages’ own schemas', () => {
    expect(card('/plugins/banner-plugin/#banner')).toEqual({
      kind: 'Plugin option',
      type: 'string | BannerFunction',
    });
    expect(card('/loaders/css-loader/#modules')).toMatchObject({ kind: 'Loader option' });
    expect(card('/loaders/css-loader/#modules').type).toContain("'local'");
    // html-webpack-plugin ships typings, not a schema: its options are typed as they type them.
    expect(card('/plugins/html-webpack-plugin/#template')).toEqual({ kind: 'Plugin option', type: 'string' });
  });

  it('give a compilation member its type from the typings, a method as its signature', () => {
    expect(card('/api/compilation-object/#chunks')).toEqual({
      kind: 'Compilation member',
      type: 'Set<Chunk>',
    });
    expect(card('/api/compilation-object/#emitasset')).toEqual({
      kind: 'Compilation member',
      type: '(file: string, source: Source, assetInfo?: AssetInfo) => void',
    });
  });

  it('give a stats field its type from the typings of the stats JSON', () => {
    expect(card('/api/stats/#assetsbychunkname')).toEqual({
      kind: 'Stats field',
      type: 'Record<string, string[]>',
    });
  });

  it('give the logger’s methods, the getters of loggers and the log hooks their types', () => {
    expect(card('/api/logging/#loggertime')).toEqual({
      kind: 'Logger method',
      type: '(label: string) => void',
    });
    expect(card('/api/logging/#compilationgetloggername')).toMatchObject({
      type: expect.stringMatching(/=> Logger$/),
    });
    expect(card('/api/logging/#compilerhooksinfrastructurelog')).toMatchObject({
      kind: 'Hook',
      tapable: 'SyncBailHook',
    });
  });

  it('give module variables and methods the types of webpack’s module.d.ts, and Node’s own none', () => {
    expect(card('/api/module-variables/#__webpack_public_path__')).toEqual({
      kind: 'Module variable',
      type: 'string',
    });
    expect(card('/api/module-variables/#modulehot')).toEqual({
      kind: 'Module variable',
      type: 'webpack.Hot',
    });
    expect(card('/api/module-methods/#requireinclude')).toEqual({
      kind: 'Module method',
      type: '(dependency: string) => void',
    });
    expect(cards['/api/module-variables/#__dirname']).toBeUndefined();
    expect(cards['/api/module-methods/#requireresolve']).toBeUndefined();
  });

  it('give split-chunks options their schema type and defaults, and cache-group options theirs', () => {
    expect(card('/plugins/split-chunks-plugin/#chunks')).toMatchObject({
      kind: 'Split chunks option',
      default: "'async'",
    });
    expect(card('/plugins/split-chunks-plugin/#minsize')).toMatchObject({
      modes: { development: '10000', production: '20000', none: '10000' },
    });
    expect(card('/plugins/split-chunks-plugin/#priority')).toEqual({
      kind: 'Cache group option',
      type: 'number',
    });
  });

  it('carry the release and deprecation marks the headings’ badges show', () => {
    expect(card('/api/compiler-hooks/#validate')).toMatchObject({ since: '5.106' });
    const deprecated = Object.values(cards).filter((found) => found.deprecated);
    expect(deprecated.length).toBeGreaterThan(0);
  });

  it('never carry a path of the machine that built them', () => {
    expect(JSON.stringify(cards)).not.toContain(process.cwd());
  });

  it('belong to search results: every card is keyed by a result url', () => {
    const urls = new Set(buildSearchDocuments(getContentTree()).map((document) => document.url));
    expect(Object.keys(cards).filter((url) => !urls.has(url))).toEqual([]);
  });

  it('have a type for every option but those of packages that type their options nowhere', () => {
    const untyped = Object.entries(cards)
      .filter(([, found]) => /option|context/i.test(found.kind) && !found.type)
      .map(([url]) => url.replace(/#.*/, ''));
    // coffee-loader and val-loader pass what they are given on (to CoffeeScript, to the executed
    // module) and thread-loader reads its options untyped in its worker pool: no schema, no typings.
    expect([...new Set(untyped)]).toEqual([
      '/loaders/coffee-loader/',
      '/loaders/thread-loader/',
      '/loaders/val-loader/',
    ]);
  });
});

describe('a reference heading without a card', () => {
  it('is an error naming the page and the heading', () => {
    const place = { file: 'content/api/compiler-hooks.mdx', lineOffset: 0 };
    const page = { type: 'file', path: place.file, url: '/api/compiler-hooks/', title: 'Compiler Hooks' };
    const tree = {
      pages: new Map([[page.url, page as FileNode]]),
      bodies: new Map([[page.url, parseBody('### `noSuchHook`\n\nIt is not a hook.\n', place)]]),
    } as unknown as ContentTree;
    expect(() => referenceCards(tree)).toThrow(
      "content/api/compiler-hooks.mdx: `noSuchHook` is no hook webpack's typings declare",
    );
  });
});

import { diffResult } from '@/lib/copy-code';
import { arrowStep, listStep, wrapIndex } from '@/lib/keyboard';
import { clientRouteTarget } from '@/lib/links';
import { mirrorLinks } from '@/lib/mirrors';
import { versionUrl } from '@/lib/versions';
import { legacyRedirect } from '@/lib/redirects';
import { swipeAction } from '@/lib/swipe';

describe('swipeAction', () => {
  const at = (x: number, y = 100) => ({ x, y });
  it.each([
    ['a 21px drag right from the left edge opens', at(10), at(31), false, 'open'],
    ['a 20px drag is not enough', at(10), at(30), false, null],
    ['an opening drag must start under 295px', at(295), at(400), false, null],
    ['an opening drag starting at 294px counts', at(294), at(400), false, 'open'],
    ['a 21px drag left closes when open', at(200), at(179), true, 'close'],
    ['a drag left does nothing when closed', at(200), at(100), false, null],
    ['a drag right does nothing when open', at(10), at(100), true, null],
    ['a mostly vertical drag is a scroll', at(10, 100), at(60, 140), false, null],
    ['a slope just under 0.8 still counts', at(10, 100), at(60, 139), false, 'open'],
  ])('%s', (_name, start, end, isOpen, expected) => {
    expect(swipeAction(start, end, isOpen)).toBe(expected);
  });
});

describe('legacyRedirect', () => {
  it('moves the old cache anchors of other-options to the cache page', () => {
    expect(legacyRedirect('/configuration/other-options/', '#cache')).toBe('/configuration/cache/#cache');
    expect(legacyRedirect('/configuration/other-options/', '#cachetype')).toBe(
      '/configuration/cache/#cachetype',
    );
  });

  it('leaves every other url alone', () => {
    expect(legacyRedirect('/configuration/other-options/', '#bail')).toBeUndefined();
    expect(legacyRedirect('/configuration/other-options/', '')).toBeUndefined();
    expect(legacyRedirect('/configuration/cache/', '#cache')).toBeUndefined();
  });
});

describe('mirrors and versions', () => {
  it('links the same path and hash on each language mirror', () => {
    expect(mirrorLinks('/concepts/output/', '#filenames')).toEqual([
      { label: 'English', lang: 'en', href: 'https://webpack.js.org/concepts/output/#filenames' },
      { label: '中文', lang: 'zh', href: 'https://webpack.docschina.org/concepts/output/#filenames' },
      { label: '한국어', lang: 'ko', href: 'https://webpack.kr/concepts/output/#filenames' },
    ]);
  });

  it('sends version 4 to the v4 host with the same path, and keeps 5 here', () => {
    expect(versionUrl(4, '/concepts/output/')).toBe('https://v4.webpack.js.org/concepts/output/');
    expect(versionUrl(5, '/concepts/output/')).toBeUndefined();
  });
});

describe('diffResult', () => {
  it('drops removed lines and the markers of a unified diff', () => {
    expect(diffResult(" module.exports = {\n-  mode: 'development',\n+  mode: 'production',\n };")).toBe(
      "module.exports = {\n  mode: 'production',\n};",
    );
  });

  it('keeps indentation when context lines carry no marker column', () => {
    expect(diffResult("module.exports = {\n+  devtool: false,\n  mode: 'none',\n};")).toBe(
      "module.exports = {\n  devtool: false,\n  mode: 'none',\n};",
    );
  });
});

describe('clientRouteTarget', () => {
  const here = 'https://webpack.js.org/concepts/output/';
  const link = (
    href: string,
    extra: { target?: string; download?: boolean; reloadDocument?: boolean } = {},
  ) =>
    clientRouteTarget(
      {
        href,
        target: extra.target ?? '',
        download: extra.download ?? false,
        reloadDocument: extra.reloadDocument ?? false,
      },
      here,
    );

  it('routes links to other pages of the site, keeping their hash', () => {
    expect(link('/configuration/output/#outputpath')?.href).toBe(
      'https://webpack.js.org/configuration/output/#outputpath',
    );
    expect(link('https://webpack.js.org/')?.pathname).toBe('/');
  });

  it.each([
    ['a hash on the page shown', '#filenames', {}],
    ['the page shown itself', '/concepts/output/', {}],
    ['another site', 'https://github.com/webpack/webpack', {}],
    ['a new tab', '/guides/', { target: '_blank' }],
    ['a download', '/guides/', { download: true }],
    ['a link asking for a document load', '/guides/printable/', { reloadDocument: true }],
    ['a file rather than a page', '/search-index.json', {}],
  ])('leaves %s to the browser', (_name, href, extra) => {
    expect(link(href, extra)).toBeUndefined();
  });
});

describe('arrowStep', () => {
  it.each([
    ['ArrowDown', 1],
    ['ArrowUp', -1],
    ['ArrowLeft', undefined],
    ['Enter', undefined],
  ])('%s moves %p', (key, step) => {
    expect(arrowStep(key)).toBe(step);
  });
});

describe('wrapIndex', () => {
  it.each([
    ['down from the first', 0, 1, 3, 1],
    ['down from the last wraps to the first', 2, 1, 3, 0],
    ['up from the first wraps to the last', 0, -1, 3, 2],
    ['up from the middle', 1, -1, 3, 0],
    ['down from no item lands on the first', -1, 1, 3, 0],
    ['up from no item lands on the last', -1, -1, 3, 2],
    ['a list of one stays put', 0, 1, 1, 0],
  ])('%s', (_, current, step, length, expected) => {
    expect(wrapIndex(current, step, length)).toBe(expected);
  });
});

describe('listStep', () => {
  it.each([
    ['down within what is rendered', 3, 1, 10, 40, 4],
    ['down past the last rendered goes on when there are more', 9, 1, 10, 40, 10],
    ['down past the very last wraps to the first', 39, 1, 40, 40, 0],
    ['down past the last of a short list wraps', 2, 1, 3, 3, 0],
    ['up from the first wraps to the last rendered, not the last of all', 0, -1, 10, 40, 9],
    ['up from the middle', 5, -1, 10, 40, 4],
  ] as const)('%s', (_, current, step, rendered, total, expected) => {
    expect(listStep(current, step, rendered, total)).toBe(expected);
  });
});

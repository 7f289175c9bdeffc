import { getContentTree } from '@/lib/content';
import { pathOfUrl } from '@/lib/search/paths';
import { SEARCH_SUGGESTIONS, docSearchSettings } from '@/lib/site';

describe('search settings', () => {
  it('uses DocSearch only when app id, key and index are all configured', () => {
    const all = {
      NEXT_PUBLIC_DOCSEARCH_APP_ID: 'A',
      NEXT_PUBLIC_DOCSEARCH_API_KEY: 'k',
      NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'i',
    };
    expect(docSearchSettings(all)).toEqual({ appId: 'A', apiKey: 'k', indexName: 'i' });
    expect(docSearchSettings({ ...all, NEXT_PUBLIC_DOCSEARCH_API_KEY: undefined })).toBeUndefined();
    expect(docSearchSettings({})).toBeUndefined();
  });

  it('strips DocSearch result urls to their path, query and anchor', () => {
    expect(pathOfUrl('https://webpack.js.org/configuration/output/#outputpublicpath')).toBe(
      '/configuration/output/#outputpublicpath',
    );
    expect(pathOfUrl('/guides/?a=1#x')).toBe('/guides/?a=1#x');
  });

  it('suggests only pages that exist', () => {
    const pages = getContentTree().pages;
    for (const suggestion of SEARCH_SUGGESTIONS)
      expect(pages.get(suggestion.url)?.title).toBe(suggestion.title);
  });
});

import { excerptOf, realMatches, snippet } from '@/lib/search/engine';
import { shortcutLabel } from '@/lib/keyboard';

describe('marking matches', () => {
  it('marks a query term and a word it begins, never a fuzzy neighbour', () => {
    expect(realMatches(['tree', 'free', 'treeshaking'], ['tree'])).toEqual(['tree', 'treeshaking']);
    expect(realMatches(['free'], ['tree'])).toEqual([]);
  });
});

describe('snippets', () => {
  const words = Array.from({ length: 60 }, (_, at) => `word${at}`).join(' ');

  it('cuts at a word on both sides, with an ellipsis', () => {
    const text = snippet(words, ['word30'])
      .map((part) => part.text)
      .join('');
    expect(text).toMatch(/^… word\d+ /);
    expect(text).toMatch(/ word\d+ …$/);
    expect(text).toContain('word30');
  });

  it('come from excerpts the index cuts after a whole word, ending with an ellipsis when the text goes on', () => {
    const excerpt = excerptOf(words);
    expect(excerpt).toMatch(/^word0 word1 .* word\d+ …$/);
    expect(excerpt.length).toBeLessThanOrEqual(82);
    expect(words.startsWith(excerpt.slice(0, -2))).toBe(true);
    expect(words[excerpt.length - 2]).toBe(' ');
    expect(excerptOf('Where bundles go.')).toBe('Where bundles go.');
  });

  it('shows a short text whole, without an ellipsis', () => {
    expect(snippet('Where bundles go.', ['bundles']).map((part) => part.text)).toEqual([
      'Where ',
      'bundles',
      ' go.',
    ]);
  });
});

describe('the shortcut label', () => {
  it('says ⌘ K on Apple platforms and Ctrl K elsewhere', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘ K');
    expect(shortcutLabel('iPhone')).toBe('⌘ K');
    expect(shortcutLabel('Win32')).toBe('Ctrl K');
    expect(shortcutLabel('')).toBe('Ctrl K');
  });
});

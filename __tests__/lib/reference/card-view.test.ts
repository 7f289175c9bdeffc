import { cardRows } from '@/lib/reference/card-view';
import { compactType } from '@/lib/reference/cards';

describe('cardRows', () => {
  it('shows each mode’s default of an option whose default depends on the mode', () => {
    const rows = cardRows({
      kind: 'Configuration option',
      type: 'boolean',
      modes: { development: 'false', production: 'true', none: 'false' },
    });
    expect(rows.map((row) => row.label)).toEqual(['Kind', 'Type', 'Default']);
    expect(rows[2]?.values.map((value) => value.text)).toEqual([
      'development: false',
      'production: true',
      'none: false',
    ]);
  });

  it('shows a hook’s class, its arguments (or none), what taps return, and its release', () => {
    const rows = cardRows({
      kind: 'Hook',
      tapable: 'SyncBailHook',
      args: [],
      returns: 'boolean | void',
      since: '5.67',
    });
    expect(rows.map((row) => [row.label, row.values.map((value) => value.text).join(', ')])).toEqual([
      ['Kind', 'Hook'],
      ['Class', 'SyncBailHook'],
      ['Arguments', 'none'],
      ['Returns', 'boolean | void'],
      ['Since', 'webpack 5.67'],
    ]);
  });

  it('names what replaces a deprecated option', () => {
    const rows = cardRows({ kind: 'Configuration option', deprecated: { replacement: 'output.library' } });
    expect(rows.at(-1)).toEqual({
      label: 'Deprecated',
      values: [{ text: 'use output.library', code: true }],
    });
  });
});

describe('compactType', () => {
  it('puts a type on one line without comments or module paths', () => {
    expect(compactType("string |\n  // a path\n  import('../lib/X').Fn")).toBe('string | Fn');
    expect(compactType('(\n  name: string,\n) => void')).toBe('(name: string) => void');
  });

  it('cuts a long union to its first members and says how many are left', () => {
    const names = Array.from({ length: 20 }, (_, i) => `Expression${i}`);
    expect(compactType(`(${names.join(' | ')})`)).toBe(
      'Expression0 | Expression1 | Expression2 | … (17 more)',
    );
  });

  it('keeps unions inside brackets whole', () => {
    expect(compactType("('a' | 'b')[] | false")).toBe("('a' | 'b')[] | false");
  });
});

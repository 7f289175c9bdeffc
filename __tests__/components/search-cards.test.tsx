/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReferenceCard } from '@/components/search/ReferenceCard';
import { SearchResults } from '@/components/search/SearchResults';
import type { SearchGroup } from '@/lib/search/engine';

const plain = (text: string) => [{ text, match: false }];

const groups: SearchGroup[] = [
  {
    page: 'Optimization',
    place: 'Configuration › Optimization',
    url: '/configuration/optimization/',
    hits: [
      {
        url: '/configuration/optimization/#optimizationminimize',
        heading: 'optimization.minimize',
        headingParts: plain('optimization.minimize'),
        snippet: plain('Minimize the bundle.'),
        card: {
          kind: 'Configuration option',
          type: 'boolean | object',
          modes: { development: 'false', production: 'true', none: 'false' },
          since: '5.10',
        },
      },
      {
        url: '/configuration/optimization/#minimizing-for-production',
        heading: 'Minimizing for production',
        headingParts: plain('Minimizing for production'),
        snippet: plain('How production builds are minimized.'),
      },
    ],
  },
];

const option = (name: RegExp) => screen.getByRole('option', { name });

describe('reference cards in search results', () => {
  it('show the card a result comes with as part of its name, and nothing for a result without', () => {
    render(
      <SearchResults
        answer={{ query: 'minimize', groups, total: 2 }}
        active={0}
        onChoose={jest.fn()}
        onNearEnd={jest.fn()}
      />,
    );
    const result = option(/Configuration option/);
    expect(result).toHaveAttribute('href', '/configuration/optimization/#optimizationminimize');
    expect(result).toHaveAccessibleName(
      /Kind Configuration option Type boolean \| object Default development: false production: true none: false Since webpack 5\.10/,
    );
    expect(option(/^Minimizing for production/).querySelector('dl')).toBeNull();
  });
});

describe('ReferenceCard', () => {
  it('is a definition list of what the reference knows, identifiers in code', () => {
    render(
      <ReferenceCard
        card={{ kind: 'Hook', tapable: 'AsyncSeriesHook', args: ['Compilation'], deprecated: {} }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Kind',
      'Class',
      'Arguments',
      'Deprecated',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Hook',
      'AsyncSeriesHook',
      'Compilation',
      'yes',
    ]);
    expect(screen.getByText('AsyncSeriesHook').tagName).toBe('CODE');
  });
});

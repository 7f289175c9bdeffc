/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { ReferenceCard } from '@/components/search/ReferenceCard';
import { SearchResults } from '@/components/search/SearchResults';
import type { ReferenceCards } from '@/lib/reference/card-view';
import type { SearchGroup } from '@/lib/search/engine';
import { SEARCH_CARDS_URL } from '@/lib/site';

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

const cards: ReferenceCards = {
  '/configuration/optimization/#optimizationminimize': {
    kind: 'Configuration option',
    type: 'boolean | object',
    modes: { development: 'false', production: 'true', none: 'false' },
    since: '5.10',
  },
};

function mockFetch(response: () => Promise<unknown>) {
  const fetched = jest.fn().mockImplementation(response);
  global.fetch = fetched as unknown as typeof fetch;
  return fetched;
}

const showResults = () =>
  render(<SearchResults query="publicPath" groups={groups} active={0} onChoose={jest.fn()} />);
const option = (name: RegExp) => screen.getByRole('option', { name });

// The cards are fetched once per page load, so these tests run in order: a failed fetch first,
// which the next showing of the results retries.
describe('reference cards in search results', () => {
  it('leave the results whole when the cards cannot be loaded', async () => {
    const fetched = mockFetch(async () => ({ ok: false, status: 404 }));
    showResults();
    await waitFor(() => expect(fetched).toHaveBeenCalledWith(SEARCH_CARDS_URL));
    expect(option(/^optimization\.minimize/)).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('show the card of a result that has one as part of its name, once the cards arrive', async () => {
    const fetched = mockFetch(async () => ({ ok: true, json: async () => cards }));
    const { unmount } = showResults();
    const result = await screen.findByRole('option', { name: /Configuration option/ });
    expect(result).toHaveAttribute('href', '/configuration/optimization/#optimizationminimize');
    expect(result).toHaveAccessibleName(
      /Kind Configuration option Type boolean \| object Default development: false production: true none: false Since webpack 5\.10/,
    );
    // The other result has no card.
    expect(option(/^Minimizing for production/).querySelector('dl')).toBeNull();
    // One download per page load: showing the results again reads the same cards.
    unmount();
    showResults();
    await screen.findByRole('option', { name: /Configuration option/ });
    expect(fetched).toHaveBeenCalledTimes(1);
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

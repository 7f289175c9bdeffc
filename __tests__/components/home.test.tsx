/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Cube } from '@/components/home/Cube';
import { RotatingWord } from '@/components/home/RotatingWord';
import SponsorList from '@/components/home/SponsorList';
import type { Supporter } from '@/lib/sponsors/ranks';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: reduce, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

afterEach(() => jest.useRealTimers());

describe('RotatingWord', () => {
  it('shows assets, changes after 5 s, then every 5 s, and wraps around', () => {
    jest.useFakeTimers();
    preferReducedMotion(false);
    render(<RotatingWord />);
    expect(screen.getByText('assets')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('assets')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('scripts')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('images')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('assets')).toBeInTheDocument();
  });

  it('stays still when the reader prefers reduced motion', () => {
    jest.useFakeTimers();
    preferReducedMotion(true);
    render(<RotatingWord />);
    act(() => jest.advanceTimersByTime(20000));
    expect(screen.getByText('assets')).toBeInTheDocument();
  });
});

describe('Cube', () => {
  it('turns a quarter every 5 s at a depth of 120 px', () => {
    jest.useFakeTimers();
    preferReducedMotion(false);
    const { container } = render(<Cube />);
    const cube = container.querySelector<HTMLElement>('.cube');
    expect(cube?.style.getPropertyValue('--cube-depth')).toBe('120px');
    expect(cube?.style.getPropertyValue('--cube-turn')).toBe('0deg');
    act(() => jest.advanceTimersByTime(5000));
    expect(cube?.style.getPropertyValue('--cube-turn')).toBe('90deg');
    act(() => jest.advanceTimersByTime(5000));
    expect(cube?.style.getPropertyValue('--cube-turn')).toBe('180deg');
  });
});

describe('SponsorList', () => {
  const now = Date.now();
  const supporters: Supporter[] = [
    {
      name: 'Big Co',
      slug: 'big-co',
      avatar: 'https://images.example.com/big.png',
      totalDonations: 60000,
      monthlyAverage: 30,
      firstDonation: new Date(now - 900 * 86400000).toISOString(),
    },
    {
      name: 'New Fan',
      slug: 'new-fan',
      totalDonations: 20,
      monthlyAverage: 20,
      firstDonation: new Date(now - 3 * 86400000).toISOString(),
    },
  ];
  const respond = (data: unknown) => {
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, json: async () => data }) as unknown as typeof fetch;
  };

  it('starts with the total view for a draw at or above a third, and switches to monthly', async () => {
    respond({ supporters });
    render(<SponsorList random={() => 0.5} />);
    expect(await screen.findByRole('heading', { name: 'Platinum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest' })).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox');
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Platinum' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bronze' })).toBeInTheDocument();
  });

  it('starts monthly for a draw under a third', async () => {
    respond({ supporters });
    render(<SponsorList random={() => 0.1} />);
    expect(await screen.findByRole('checkbox')).toBeChecked();
  });

  it('falls back to a placeholder when an avatar does not load', async () => {
    respond({ supporters });
    render(<SponsorList random={() => 0.5} />);
    const avatar = (await screen.findAllByRole('img', { name: 'Big Co' }))[0];
    expect(avatar).toHaveAttribute('src', 'https://images.example.com/big.png');
    fireEvent.error(avatar!);
    expect(avatar).toHaveAttribute('src', '/icons/avatar-placeholder.svg');
  });

  it('has the switch while the data loads', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    render(<SponsorList random={() => 0.1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sponsors…');
    expect(screen.getByRole('checkbox', { name: /average monthly amount/ })).toBeChecked();
  });

  it.each([
    [0.1, true],
    [0.5, false],
  ])(
    'with no supporters, a draw of %d starts monthly: %s, and each rank invites readers',
    async (draw, monthly) => {
      respond({ fetchedAt: null, supporters: [] });
      render(<SponsorList random={() => draw} />);
      const toggle = await screen.findByRole('checkbox', { name: /average monthly amount/ });
      expect(await screen.findByRole('link', { name: 'Become a platinum sponsor' })).toHaveAttribute(
        'href',
        'https://opencollective.com/webpack',
      );
      expect((toggle as HTMLInputElement).checked).toBe(monthly);
      for (const name of ['Platinum', 'Gold', 'Silver', 'Bronze', 'Backers'])
        expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Become a backer' })).toBeInTheDocument();
      const platinum = () => screen.getByRole('region', { name: 'Platinum' });
      expect(platinum()).toHaveTextContent(monthly ? '$2,500 or more a month' : '$50,000 or more in total');
      fireEvent.click(toggle);
      expect(platinum()).toHaveTextContent(monthly ? '$50,000 or more in total' : '$2,500 or more a month');
      expect(screen.getByRole('region', { name: 'Gold' })).toHaveTextContent(
        monthly ? '$10,000 to under $50,000 in total' : '$500 to under $2,500 a month',
      );
    },
  );

  it.each<[string, () => Promise<unknown>]>([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the server answers an error',
      () => Promise.resolve({ ok: false, status: 404, json: async () => ({}) }),
    ],
    [
      'the answer is not a supporters file',
      () => Promise.resolve({ ok: true, json: async () => 'nonsense' }),
    ],
  ])(
    'says the supporters could not be loaded when %s, with the switch and the invitations',
    async (_, answer) => {
      global.fetch = jest.fn(answer) as unknown as typeof fetch;
      render(<SponsorList random={() => 0.5} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Supporters could not be loaded.');
      expect(screen.queryByText(/No supporters to show here yet/)).toBeNull();
      expect(screen.getByRole('checkbox', { name: /average monthly amount/ })).not.toBeChecked();
      expect(screen.getByRole('link', { name: 'Become a gold sponsor' })).toBeInTheDocument();
    },
  );

  it('invites readers to sponsor when there is no data', async () => {
    respond({ supporters: [] });
    render(<SponsorList />);
    expect(await screen.findByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      'https://opencollective.com/webpack',
    );
  });
});

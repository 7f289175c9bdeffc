/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Contributors, visibleContributors } from '@/components/page/Contributors';

describe('Contributors', () => {
  it('never shows the handles whose avatars do not resolve, nor a handle twice', () => {
    expect(visibleContributors(['sokra', 'maxloh', 'montogeek', 'sokra', 'varunjayaraman'])).toEqual([
      'sokra',
      'montogeek',
    ]);
  });

  it('shows each avatar at 45 px, as a placeholder until in view, linking to the profile', () => {
    render(<Contributors handles={['sokra', 'grrizzly']} />);
    const avatar = screen.getByRole('img', { name: 'sokra' });
    expect(avatar).toHaveAttribute('src', '/icons/avatar-placeholder.svg');
    expect(avatar).toHaveAttribute('width', '45');
    expect(avatar.closest('a')).toHaveAttribute('href', 'https://github.com/sokra');
    expect(avatar.closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('img', { name: 'grrizzly' })).toBeNull();
  });

  it('renders nothing when no contributor is left to show', () => {
    const { container } = render(<Contributors handles={['maxloh']} />);
    expect(container).toBeEmptyDOMElement();
  });
});

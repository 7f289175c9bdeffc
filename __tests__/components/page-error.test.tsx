/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import PageError from '@/app/[...slug]/error';
import { describeLoadFailure } from '@/lib/load-errors';

describe('describeLoadFailure', () => {
  it('names a failed script chunk as a ChunkLoadError', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc12.js'), {
      name: 'ChunkLoadError',
    });
    expect(describeLoadFailure(error)).toEqual({
      message: 'Loading chunk 0abc12 failed',
      name: 'ChunkLoadError',
    });
  });

  it('names a failed stylesheet chunk with the CSS_CHUNK_LOAD_FAILED code', () => {
    const error = new Error('Failed to load chunk /_next/static/chunks/22p9mx.css');
    expect(describeLoadFailure(error)).toEqual({
      message: 'Loading CSS chunk 22p9mx failed',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
  });

  it('falls back to the content error for anything else', () => {
    expect(describeLoadFailure(new TypeError('x is undefined'))).toEqual({
      message: 'Error loading content.',
    });
  });
});

describe('the page error screen', () => {
  it('says the content failed and retries by rendering again', () => {
    const reset = jest.fn();
    render(<PageError error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
  });

  it('names the failed chunk', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc12.js'), {
      name: 'ChunkLoadError',
    });
    render(<PageError error={error} reset={jest.fn()} />);
    expect(screen.getByText('Loading chunk 0abc12 failed')).toBeInTheDocument();
  });
});

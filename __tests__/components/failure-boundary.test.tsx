/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { FailureBoundary } from '@/components/shared/FailureBoundary';
import { LoadFailed } from '@/components/shared/LoadStatus';

let fail = true;
function Flaky() {
  if (fail) throw new Error('chunk failed');
  return <p>loaded</p>;
}

describe('FailureBoundary', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    fail = true;
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('logs what failed and renders nothing for an optional part', () => {
    const { container } = render(
      <FailureBoundary what="The notification bar">
        <Flaky />
      </FailureBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(logged).toHaveBeenCalledWith(
      'The notification bar failed:',
      expect.objectContaining({ message: 'chunk failed' }),
    );
  });

  it('shows its fallback, whose retry renders the children again', () => {
    render(
      <FailureBoundary
        what="The search dialog"
        fallback={(retry) => <LoadFailed className="x" onRetry={retry} />}
      >
        <Flaky />
      </FailureBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
// In its own file: the index is downloaded once per page load, so a failure needs a fresh module.
import { render, screen } from '@testing-library/react';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

import SearchDialog from '@/components/search/SearchDialog';

it('says so when the search index cannot be loaded', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 }) as unknown as typeof fetch;
  render(<SearchDialog onClose={jest.fn()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The search index could not be loaded.');
});

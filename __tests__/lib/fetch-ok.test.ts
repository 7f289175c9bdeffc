import { fetchOk } from '@/lib/fetch-ok';

afterEach(() => jest.restoreAllMocks());

describe('fetchOk', () => {
  it('resolves to the response of a 2xx status, passing the options on', async () => {
    const response = { ok: true, status: 200 } as Response;
    const fetch = jest.spyOn(global, 'fetch').mockResolvedValue(response);
    await expect(fetchOk('/a.json', { credentials: 'same-origin' })).resolves.toBe(response);
    expect(fetch).toHaveBeenCalledWith('/a.json', { credentials: 'same-origin' });
  });

  it('rejects with the url and status of any other status', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue({ ok: false, status: 404 } as Response);
    await expect(fetchOk('/missing.json')).rejects.toThrow('/missing.json: HTTP 404');
  });

  it('rejects when fetch does (a network error)', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchOk('/a.json')).rejects.toThrow('Failed to fetch');
  });
});

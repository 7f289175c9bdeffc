/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { ServiceWorker } from '@/components/layout/ServiceWorker';

/** A stand-in for workbox-window's Workbox: records its url and lets a test fire its events. */
class FakeWorkbox extends EventTarget {
  static instances: FakeWorkbox[] = [];
  static registerResult: () => Promise<unknown> = () => Promise.resolve({});
  constructor(readonly url: string) {
    super();
    FakeWorkbox.instances.push(this);
  }
  register = jest.fn(() => FakeWorkbox.registerResult());
  fire(type: string, props: Record<string, unknown> = {}) {
    this.dispatchEvent(Object.assign(new Event(type), props));
  }
}
jest.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const WAITING = 'A new version of the site is installed and waiting until all tabs of it are closed.';

/** Gives jsdom a service worker container, controlled or not. */
function serviceWorkers(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
}

/** Renders the component and waits for workbox-window's dynamic import and registration. */
async function registered(): Promise<FakeWorkbox> {
  render(<ServiceWorker />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const workbox = FakeWorkbox.instances.at(-1);
  if (!workbox) throw new Error('no Workbox was created');
  return workbox;
}

/** Calls of console.error that are jsdom saying it cannot navigate: what `location.reload()` does in jsdom. */
const reloads = (error: jest.SpyInstance) =>
  error.mock.calls.filter(([first]) => String(first).includes('Not implemented: navigation')).length;

beforeEach(() => {
  FakeWorkbox.instances = [];
  FakeWorkbox.registerResult = () => Promise.resolve({});
});
afterEach(() => jest.restoreAllMocks());

describe('ServiceWorker', () => {
  it('registers /sw.js with workbox once the page has loaded', async () => {
    serviceWorkers(null);
    const workbox = await registered();
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('reloads once when a new worker takes over a page an older one controlled', async () => {
    serviceWorkers({});
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const workbox = await registered();
    workbox.fire('controlling', { isUpdate: true });
    workbox.fire('controlling', { isUpdate: true });
    expect(reloads(error)).toBe(1);
  });

  it('does not reload when the first worker takes control', async () => {
    serviceWorkers(null);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const workbox = await registered();
    workbox.fire('controlling', { isUpdate: false });
    expect(reloads(error)).toBe(0);
  });

  it('says when a new worker waits for the open tabs to close', async () => {
    serviceWorkers({});
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const workbox = await registered();
    workbox.fire('waiting');
    expect(info).toHaveBeenCalledWith(WAITING);
  });

  it('logs a failed registration instead of throwing it to the page', async () => {
    serviceWorkers(null);
    // What workbox does when registration resolves to nothing (Playwright's blocked workers).
    FakeWorkbox.registerResult = () =>
      Promise.reject(new TypeError("Cannot read properties of undefined (reading 'waiting')"));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await registered();
    expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(TypeError));
  });
});

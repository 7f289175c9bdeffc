import { siteOriginCss } from '@/lib/print-css';

describe('siteOriginCss', () => {
  it('sets --site-origin to the origin as a CSS string', () => {
    expect(siteOriginCss('https://example.org')).toBe(':root{--site-origin:"https://example.org"}');
  });

  it('defaults to the site origin', () => {
    expect(siteOriginCss()).toMatch(/^:root\{--site-origin:"https?:\/\/[^"]+"\}$/);
  });
});

import { EXTERNAL_LINK_PROPS } from '@/lib/links';
import { PARTNER } from '@/lib/site';

/** The partner banner: AG Grid's datagrid and AG Charts, in text and the project's own drawing. */
export function PartnerBanner() {
  return (
    <aside className="partner-banner" aria-labelledby="partner-title">
      <svg width="72" height="48" viewBox="0 0 72 48" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="40" height="46" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M1 13h40M1 25h40M1 37h40M15 1v46" stroke="currentColor" strokeWidth="2" />
        <path d="M48 46V30M57 46V18M66 46V8" stroke="currentColor" strokeWidth="5" />
      </svg>
      <div>
        <p id="partner-title" className="partner-title">
          Partner: AG Grid
        </p>
        <p>
          Data grids and charts for JavaScript applications:{' '}
          <a href={PARTNER.gridUrl} {...EXTERNAL_LINK_PROPS}>
            AG Grid
          </a>{' '}
          for datagrids and{' '}
          <a href={PARTNER.chartsUrl} {...EXTERNAL_LINK_PROPS}>
            AG Charts
          </a>{' '}
          for charting.
        </p>
      </div>
    </aside>
  );
}

'use client';

import { useState, type ChangeEvent } from 'react';
import { versionUrl } from '@/lib/versions';
import { DOC_VERSIONS } from '@/lib/site';

/** Chooses the documentation version; another version loads the same page from its own host. */
export function VersionSelector() {
  const [leaving, setLeaving] = useState(false);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const target = versionUrl(Number(event.target.value), window.location.pathname);
    if (!target) return;
    setLeaving(true);
    window.location.assign(target);
  };
  return (
    <div className="version-selector">
      <label htmlFor="doc-version">Version</label>
      <select id="doc-version" defaultValue={DOC_VERSIONS.current} onChange={onChange} disabled={leaving}>
        {DOC_VERSIONS.supported.map((version) => (
          <option key={version} value={version}>
            webpack {version}
          </option>
        ))}
      </select>
      {leaving ? <span className="spinner" role="status" aria-label="Loading the other version" /> : null}
    </div>
  );
}

// What a deploy costs a returning reader: two more builds of the project in a temporary copy
// (a few minutes), compared with out/. Writes reports/deploy.json for `npm run budget`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { CHANGED_PAGE, checkDeploy, writeDeployReport } from '../../scripts/deploy-check.mjs';
import { ROOT } from '../site.mjs';

describe('deploys', () => {
  let result;
  before(() => {
    result = checkDeploy();
    writeDeployReport(result);
  });

  it('builds of the same commit are byte-identical', () => {
    assert.deepEqual(
      result.differentFiles.slice(0, 10),
      [],
      `${result.differentFiles.length} files of out/ differ between two builds of the same files`,
    );
    assert.ok(result.identicalFiles > 0);
  });

  it("after one page changes, a returning reader's worker downloads that page and the search index", () => {
    assert.deepEqual(result.changedEntries.map((entry) => entry.url).sort(), [
      `${CHANGED_PAGE.url}index.html`,
      '/search-index.json',
    ]);
  });

  it('reports what that reader downloads: the changed files and sw.js, gzipped, and how long the two builds took', () => {
    const report = JSON.parse(readFileSync(join(ROOT, 'reports', 'deploy.json'), 'utf8'));
    assert.deepEqual(Object.keys(report), [
      'identicalFiles',
      'changedEntries',
      'swBytes',
      'swGzipBytes',
      'totalGzipBytes',
      'buildSeconds',
    ]);
    // The cold build of a fresh copy, then the rebuild of one changed page over its caches.
    assert.deepEqual(Object.keys(report.buildSeconds), ['unchanged', 'changed']);
    assert.ok(report.buildSeconds.unchanged > 0 && report.buildSeconds.changed > 0);
    for (const entry of report.changedEntries) {
      assert.deepEqual(Object.keys(entry), ['url', 'bytes', 'gzipBytes']);
      assert.ok(entry.gzipBytes > 0 && entry.gzipBytes < entry.bytes, entry.url);
    }
    const changed = report.changedEntries.reduce((total, entry) => total + entry.gzipBytes, 0);
    assert.equal(report.totalGzipBytes, changed + report.swGzipBytes);
  });
});

// What a deploy costs a returning reader: one more build of the project in a temporary copy
// with one page changed, from the last build's caches (under a minute), compared with out/. Writes reports/deploy.json for `npm run budget`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import {
  CHANGED_PAGE,
  FILES_SHOWING_CHANGED_PAGE,
  SEARCH_FILES,
  checkDeploy,
  writeDeployReport,
} from '../../scripts/budget/deploy-check.mjs';
import { ROOT } from '../fixtures.mjs';

describe('deploys', () => {
  /** @type {ReturnType<typeof checkDeploy>} */
  let result;
  before(() => {
    result = checkDeploy();
    writeDeployReport(result);
  });

  it('a rebuild in another folder with one page changed differs from out/ only in the files that show that page', () => {
    // Every other file byte-identical: builds are reproducible whatever the folder and the
    // caches, and a page's body is in no other page's HTML or payload.
    assert.deepEqual(
      result.differentFiles.filter((path) => !SEARCH_FILES.test(path)),
      [...FILES_SHOWING_CHANGED_PAGE].sort(),
      JSON.stringify(result.unexpectedDifferences, null, 2),
    );
    assert.ok(result.identicalFiles > 1000, `${result.identicalFiles} files identical`);
  });

  it("after one page changes, a returning reader's worker downloads that page, the search manifest and the search files that hold the page", () => {
    const urls = result.changedEntries.map((entry) => entry.url);
    assert.deepEqual(urls.filter((url) => !SEARCH_FILES.test(url.slice(1))).sort(), [
      `${CHANGED_PAGE.url}index.html`,
      '/search-index.json',
    ]);
    // Its lengths file and a chunk per bucket of its words: a few dozen of about 1,700 search files.
    const search = urls.filter((url) => SEARCH_FILES.test(url.slice(1)));
    assert.ok(search.length > 0 && search.length < 60, `${search.length} search files changed`);
  });

  it('reports what that reader downloads: the changed files and sw.js, gzipped, and how long the build took', () => {
    /** @type {{ buildSeconds: number, buildSteps: Record<string, number>, changedEntries: { url: string, bytes: number, gzipBytes: number }[], swGzipBytes: number, totalGzipBytes: number }} */
    const report = JSON.parse(readFileSync(join(ROOT, 'reports', 'deploy.json'), 'utf8'));
    assert.deepEqual(Object.keys(report), [
      'identicalFiles',
      'changedEntries',
      'swBytes',
      'swGzipBytes',
      'totalGzipBytes',
      'buildSeconds',
      'buildSteps',
    ]);
    assert.ok(report.buildSeconds > 0);
    assert.deepEqual(Object.keys(report.buildSteps), [
      'scripts/build/compile-content.mjs',
      'build',
      'scripts/build/rewrite-html.mjs',
      'scripts/build/write-markdown.mjs',
      'scripts/build/generate-sw.mjs',
    ]);
    for (const entry of report.changedEntries) {
      assert.deepEqual(Object.keys(entry), ['url', 'bytes', 'gzipBytes']);
      assert.ok(entry.gzipBytes > 0 && entry.gzipBytes < entry.bytes, entry.url);
    }
    const changed = report.changedEntries.reduce((total, entry) => total + entry.gzipBytes, 0);
    assert.equal(report.totalGzipBytes, changed + report.swGzipBytes);
  });
});

import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeBuildId } from '@/lib/build-id';

const FIXTURE = join(__dirname, '..', 'fixtures', 'build-id', 'project');

describe('the build id', () => {
  let copy: string;

  // Each test changes files, so it works on a copy of the fixture in a folder of its own.
  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'build-id-'));
    cpSync(FIXTURE, copy, { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('is the same for the same files, wherever the project is', () => {
    expect(codeBuildId(copy)).toBe(codeBuildId(FIXTURE));
    expect(codeBuildId(copy)).toMatch(/^[0-9a-f]{20}$/);
  });

  it.each([
    'lib/greeting.ts',
    'components/Greeting.tsx',
    'app/page.tsx',
    'public/robots.txt',
    'next.config.ts',
    'package-lock.json',
  ])('changes when %s changes', (file) => {
    appendFileSync(join(copy, file), '\n// changed\n');
    expect(codeBuildId(copy)).not.toBe(codeBuildId(FIXTURE));
  });

  it('stays the same when a page under content/ changes', () => {
    appendFileSync(join(copy, 'content', 'index.mdx'), '\nA new paragraph.\n');
    expect(codeBuildId(copy)).toBe(codeBuildId(FIXTURE));
  });
});

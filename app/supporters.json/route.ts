import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSupportersFile } from '@/lib/sponsors/data';

export const dynamic = 'force-static';

/** data/supporters.json, checked, exported as out/supporters.json for the home page's sponsor list. */
export function GET() {
  const file = join(process.cwd(), 'data', 'supporters.json');
  return Response.json(parseSupportersFile(readFileSync(file, 'utf8'), 'data/supporters.json'));
}

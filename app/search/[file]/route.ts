import { siteSearchFiles } from '@/lib/search/site-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every search file the manifest names, exported as out/search/<content hash>.json. */
export function generateStaticParams() {
  return [...siteSearchFiles().files.keys()].map((name) => ({ file: `${name}.json` }));
}

/** One search file: sections, postings or excerpts (lib/search/format.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const content = siteSearchFiles().files.get(file.replace(/\.json$/, ''));
  if (content === undefined) return new Response('Not found', { status: 404 });
  return new Response(content, { headers: { 'Content-Type': 'application/json' } });
}

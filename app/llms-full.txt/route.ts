import { getContentTree } from '@/lib/content';
import { llmsFullTxt } from '@/lib/markdown';

export const dynamic = 'force-static';

/** Every page's Markdown in reading order, exported as out/llms-full.txt. */
export function GET() {
  return new Response(llmsFullTxt(getContentTree()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

import { getContentTree } from '@/lib/content';
import { llmsTxt } from '@/lib/markdown';

export const dynamic = 'force-static';

/** The llms.txt index of every page by section, exported as out/llms.txt. */
export function GET() {
  return new Response(llmsTxt(getContentTree()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

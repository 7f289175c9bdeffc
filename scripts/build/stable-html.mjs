// Rewrites each exported page in its stable form (lib/stable-html.ts): adjacent React payload
// scripts joined, the render-blocking expect link at the end of the head. A page's bytes then
// depend on what it shows, not on how this build's timing batched and hoisted it.
import { stableHtml } from '../../lib/stable-html.ts';
import { commandLine } from '../shared/main.mjs';
import { rewriteExportedPages } from './rewrite-pages.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/stable-html.mjs', { options: {} });

rewriteExportedPages('stable HTML', stableHtml);

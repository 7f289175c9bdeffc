// Rewrites each exported page so Next's scripts run after the page has loaded and painted
// (lib/scripts-after-load.ts).
import { scriptsAfterLoad } from '../../lib/scripts-after-load.ts';
import { commandLine } from '../shared/main.mjs';
import { rewriteExportedPages } from './rewrite-pages.mjs';

commandLine(import.meta.url, 'node --import tsx scripts/build/scripts-after-load.mjs', { options: {} });

rewriteExportedPages('scripts after load', scriptsAfterLoad);

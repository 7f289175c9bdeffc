import type { Server } from 'node:http';

/** The file a request's path names under `root` with the path and query as sent, or why it names none. */
export function requestedPath(
  root: string,
  rawUrl: string | undefined,
): { bad: string } | { bad?: undefined; file: string; urlPath: string; search: string };

/** Serves `root` on 127.0.0.1; resolves with the server and its url once listening. */
export function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
}): Promise<{ server: Server; url: string }>;

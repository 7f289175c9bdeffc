import { DOC_VERSIONS, VERSION_HOST } from './site';

/** The same page in another documentation version; the current version has no other host. */
export function versionUrl(version: number, pathname: string): string | undefined {
  if (version === DOC_VERSIONS.current) return undefined;
  return `https://v${version}.${VERSION_HOST}${pathname}`;
}

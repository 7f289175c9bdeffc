import { DOCS_REPOSITORY } from '../site';
import { compareNodes } from './order';
import type { ParsedPage } from './read-page';
import type { DirectoryNode, FileNode } from './types';

/** Turns a parsed page into the file node that routes and components read. */
export function toFileNode(page: ParsedPage): FileNode {
  const fm = page.frontmatter;
  const edit =
    fm.thirdParty && fm.edit
      ? fm.edit
      : `${DOCS_REPOSITORY.url}/edit/${DOCS_REPOSITORY.branch}/${DOCS_REPOSITORY.contentDir}/${page.relPath}`;
  return {
    type: 'file',
    path: page.path,
    name: page.name,
    size: page.size,
    extension: '.mdx',
    url: page.url,
    title: fm.title,
    ...(fm.description ? { description: fm.description } : {}),
    ...(fm.sort !== undefined ? { sort: fm.sort } : {}),
    ...(fm.group ? { group: fm.group } : {}),
    anchors: page.anchors,
    contributors: fm.contributors ?? [],
    related: fm.related ?? [],
    thirdParty: fm.thirdParty ?? false,
    edit,
    ...(fm.source ? { source: fm.source } : {}),
    ...(fm.repo ? { repo: fm.repo } : {}),
    ...(fm.example ? { example: fm.example } : {}),
    ...(fm.date ? { date: fm.date } : {}),
  };
}

function directory(path: string, name: string, url: string): DirectoryNode {
  return { type: 'directory', path, name, size: 0, url, children: [] };
}

/** Builds the folder hierarchy from pages, with sizes summed and children in site order. */
export function assembleTree(files: readonly FileNode[], displayRoot: string): DirectoryNode {
  const root = directory(displayRoot, displayRoot, '/');
  const folders = new Map<string, DirectoryNode>([['', root]]);
  const folderFor = (segments: string[]): DirectoryNode => {
    const key = segments.join('/');
    const existing = folders.get(key);
    if (existing) return existing;
    const parent = folderFor(segments.slice(0, -1));
    const created = directory(`${displayRoot}/${key}`, segments.at(-1) ?? '', `/${key}/`);
    parent.children.push(created);
    folders.set(key, created);
    return created;
  };
  for (const file of files) {
    const folderSegments = file.path
      .slice(displayRoot.length + 1)
      .split('/')
      .slice(0, -1);
    folderFor(folderSegments).children.push(file);
  }
  const finish = (node: DirectoryNode): number => {
    node.children.sort(compareNodes);
    node.size = node.children.reduce(
      (total, child) => total + (child.type === 'file' ? child.size : finish(child)),
      0,
    );
    return node.size;
  };
  finish(root);
  return root;
}

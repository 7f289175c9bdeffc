import type { Node } from 'unist';

/** Where a parsed body comes from: the file named in errors, and the lines its frontmatter took. */
export interface SourcePlace {
  file: string;
  lineOffset: number;
}

/** The file line of a node, counting the frontmatter the body was cut from. */
export function lineOf(node: Node, place: SourcePlace): number | undefined {
  return node.position ? node.position.start.line + place.lineOffset : undefined;
}

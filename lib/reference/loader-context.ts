// The members of the loader context as webpack's typings declare them: the parts of the
// intersection that types.d.ts exports as `LoaderContext` (NormalModuleLoaderContext, the loader
// runner's contexts, LoaderPluginLoaderContext, HotModuleReplacementPluginLoaderContext, and
// whatever a later release adds to it). scripts/checks/loader-context-coverage.mjs holds the
// Loader Interface page to them; the reference cards of search show their types.
import ts from 'typescript';
import { isDeprecated } from './typings';

/** The name under which webpack's typings export the type of a loader's `this`. */
const EXPORTED_NAME = 'LoaderContext';

/** A member of the loader context, with its type text and deprecation. */
export interface LoaderContextMember {
  member: string;
  interface: string;
  type: string;
  optional: boolean;
  readonly: boolean;
  deprecated: boolean;
}

/** Every node of the typings, depth first; the exports live inside a namespace declaration. */
function* allNodes(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of node.getChildren()) yield* allNodes(child);
}

/** The type alias that `export { X as LoaderContext }` names, so a renamed alias is still found. */
function loaderContextAlias(typings: ts.SourceFile): ts.TypeAliasDeclaration {
  let local: string | undefined;
  for (const node of allNodes(typings)) {
    if (ts.isExportSpecifier(node) && node.name.text === EXPORTED_NAME)
      local = (node.propertyName ?? node.name).text;
  }
  if (!local) throw new Error(`webpack's types.d.ts no longer exports ${EXPORTED_NAME}`);
  const alias = typings.statements
    .flatMap((node) => (ts.isTypeAliasDeclaration(node) && node.name.text === local ? [node] : []))
    .at(0);
  if (!alias)
    throw new Error(`types.d.ts exports ${EXPORTED_NAME} as ${local}, but declares no type alias ${local}`);
  return alias;
}

/** Names of the interfaces an intersection type is made of. */
function interfaceNames(type: ts.TypeNode): string[] {
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap(interfaceNames);
  if (ts.isParenthesizedTypeNode(type)) return interfaceNames(type.type);
  if (ts.isTypeReferenceNode(type)) return [type.typeName.getText()];
  throw new Error(`${EXPORTED_NAME} has a part that is not a named interface: ${type.getText()}`);
}

/** Members of one interface (all its declarations), with their type text and deprecation. */
function interfaceMembers(typings: ts.SourceFile, name: string): LoaderContextMember[] {
  const declarations = typings.statements.flatMap((node) =>
    ts.isInterfaceDeclaration(node) && node.name.text === name ? [node] : [],
  );
  if (declarations.length === 0) throw new Error(`types.d.ts declares no interface ${name}`);
  return declarations.flatMap((declaration) =>
    declaration.members
      .filter((member) => ts.isPropertySignature(member) || ts.isMethodSignature(member))
      .map((member) => ({
        member: member.name.getText(),
        interface: name,
        type: memberType(member),
        optional: Boolean(member.questionToken),
        readonly: (ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : []).some(
          (m) => m.kind === ts.SyntaxKind.ReadonlyKeyword,
        ),
        deprecated: isDeprecated(member),
      })),
  );
}

/** A member's type on one line: a property's type, or a method's signature as a function type. */
function memberType(member: ts.PropertySignature | ts.MethodSignature): string {
  if (ts.isMethodSignature(member)) {
    const params = member.parameters.map((param) => param.getText()).join(', ');
    return `(${params}) => ${member.type ? member.type.getText() : 'void'}`.replace(/\s+/g, ' ');
  }
  return member.type ? member.type.getText().replace(/\s+/g, ' ') : 'unknown';
}

/** Every member of the loader context in webpack's parsed typings, in the order they declare them. */
export function loaderContextMembers(typings: ts.SourceFile): {
  interfaces: string[];
  members: LoaderContextMember[];
} {
  const names = interfaceNames(loaderContextAlias(typings).type);
  return { interfaces: names, members: names.flatMap((name) => interfaceMembers(typings, name)) };
}

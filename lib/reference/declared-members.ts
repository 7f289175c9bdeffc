// The members of a type declared in a typings file, read with the TypeScript parser: the classes,
// interfaces and type aliases of webpack's `types.d.ts` (`Compilation`, `Logger`,
// `StatsCompilation`) and the free variables and interfaces of its `module.d.ts`
// (`__webpack_public_path__`, `NodeJS.Require`, `ImportMeta`). Search's reference cards show
// them for the api pages that document those members.
import ts from 'typescript';
import { isDeprecated } from './typings';

/** A declared member: its type on one line (a method's as a function type) and its deprecation. */
export interface DeclaredMember {
  type: string;
  deprecated: boolean;
}

/** Every node of a typings file, depth first: some declarations live inside namespaces. */
function* allNodes(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of node.getChildren()) yield* allNodes(child);
}

/** Text on one line. */
const oneLine = (node: ts.Node) => node.getText().replace(/\s+/g, ' ');

/** A member's type: a property's or getter's type, or a method's signature as a function type. */
function memberType(member: ts.Node): string | undefined {
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) {
    const params = member.parameters.map(oneLine).join(', ');
    return `(${params}) => ${member.type ? oneLine(member.type) : 'void'}`;
  }
  if (ts.isPropertyDeclaration(member) || ts.isPropertySignature(member) || ts.isGetAccessor(member))
    return member.type ? oneLine(member.type) : undefined;
  return undefined;
}

/** The declarations named `name` anywhere in the typings: classes, interfaces and type aliases. */
function declarations(typings: ts.SourceFile, name: string) {
  return [...allNodes(typings)].filter(
    (node): node is ts.ClassDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
      node.name?.text === name,
  );
}

/** The member nodes of a type: a type literal's, or those of the named types an intersection joins. */
function typeMembers(typings: ts.SourceFile, type: ts.TypeNode): ts.Node[] {
  if (ts.isTypeLiteralNode(type)) return [...type.members];
  if (ts.isIntersectionTypeNode(type)) return type.types.flatMap((part) => typeMembers(typings, part));
  if (ts.isParenthesizedTypeNode(type)) return typeMembers(typings, type.type);
  if (ts.isTypeReferenceNode(type)) return memberNodes(typings, type.typeName.getText());
  return [];
}

/** The member nodes of the class, interface or type alias `name`, every declaration of it together. */
function memberNodes(typings: ts.SourceFile, name: string): ts.Node[] {
  return declarations(typings, name).flatMap((declaration) =>
    ts.isTypeAliasDeclaration(declaration)
      ? typeMembers(typings, declaration.type)
      : [...declaration.members],
  );
}

/**
 * The members of the class, interface or type alias `name` (an intersection's named parts
 * followed), by member name; the first declaration of an overloaded method gives its type.
 * Throws, naming the type, when the typings declare no such type.
 */
export function declaredMembers(typings: ts.SourceFile, name: string): Map<string, DeclaredMember> {
  if (declarations(typings, name).length === 0)
    throw new Error(`${typings.fileName} declares no type ${name}`);
  const members = new Map<string, DeclaredMember>();
  for (const member of memberNodes(typings, name)) {
    const memberName = ts.isClassElement(member) || ts.isTypeElement(member) ? member.name : undefined;
    const type = memberType(member);
    if (!memberName || type === undefined || members.has(memberName.getText())) continue;
    members.set(memberName.getText().replace(/^["']|["']$/g, ''), { type, deprecated: isDeprecated(member) });
  }
  return members;
}

/** The variables a typings file declares at its top level (`declare var __webpack_hash__: string`). */
export function declaredVariables(typings: ts.SourceFile): Map<string, DeclaredMember> {
  const variables = new Map<string, DeclaredMember>();
  for (const statement of typings.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.type)
        variables.set(declaration.name.text, {
          type: oneLine(declaration.type),
          deprecated: isDeprecated(statement),
        });
    }
  }
  return variables;
}

// Webpack's typings (`types.d.ts`) read with the TypeScript parser: the hooks of a class's `hooks`
// object and of what a class's static `getCompilationHooks` returns, with each hook's tapable
// class and arguments, and the members of the loader context. hook-coverage reads the installed
// typings for the hooks marked `@deprecated`; since-data reads the typings of every release for
// the hooks it had, because an old release cannot be run here; loader-context-coverage reads the
// loader context's members; the reference cards of search show the classes, arguments and types.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Hook name → true when the typings mark it `@deprecated`. */
export type HookFlags = Map<string, boolean>;

/** A hook as its declaration types it: the tapable class as pages write it, its arguments and what a tap returns. */
export interface HookSignature {
  /** `SyncHook`, `HookMap<SyncBailHook>`. */
  tapable: string;
  /** Each argument's type as the typings write it: `Compilation`, `string`. */
  args: string[];
  /** The type a tap may return, when the hook reads it (a bail or waterfall hook). */
  returns?: string;
}

/** A hook member of a typed object: its type and whether it is `@deprecated`. */
interface HookMember {
  deprecated: boolean;
  type: ts.TypeNode | undefined;
}

/** Parses a `types.d.ts`; the error names the file when it cannot be read. */
export function readTypings(file: string): ts.SourceFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${file}: cannot read webpack's typings (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return parseTypings(file, text);
}

/** Parses the text of a `types.d.ts`; `file` is its path, as the nodes' source file names it. */
export function parseTypings(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

/** True when a declaration carries a `@deprecated` JSDoc tag. */
export const isDeprecated = (node: ts.Node): boolean =>
  ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');

/** A member's name as written, without the quotes of a string literal name. */
const nameText = (name: ts.PropertyName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : name?.getText();

/** Type text on one line, as a card shows it. */
const typeText = (node: ts.Node): string => node.getText().replace(/\s+/g, ' ');

/** The class `name` in the typings. */
export function classDeclaration(typings: ts.SourceFile, name: string): ts.ClassDeclaration | undefined {
  for (const node of typings.statements)
    if (ts.isClassDeclaration(node) && node.name?.text === name) return node;
  return undefined;
}

/**
 * The members of the object type `type` stands for: a type literal, `Readonly<…>` of one, or
 * the name of an interface, type alias or class declared in the typings. `seen` holds the names
 * already followed, so that a cycle of aliases ends.
 */
function objectMembers(
  typings: ts.SourceFile,
  type: ts.TypeNode,
  seen: Set<string> = new Set(),
): readonly (ts.TypeElement | ts.ClassElement)[] {
  if (ts.isTypeLiteralNode(type)) return type.members;
  if (ts.isParenthesizedTypeNode(type)) return objectMembers(typings, type.type, seen);
  if (!ts.isTypeReferenceNode(type)) return [];
  const name = type.typeName.getText();
  const [argument] = type.typeArguments ?? [];
  if (name === 'Readonly' && argument) return objectMembers(typings, argument, seen);
  if (seen.has(name)) return [];
  seen.add(name);
  for (const node of typings.statements) {
    const declared =
      ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node) || ts.isTypeAliasDeclaration(node);
    if (!declared || node.name?.text !== name) continue;
    return ts.isTypeAliasDeclaration(node) ? objectMembers(typings, node.type, seen) : node.members;
  }
  return [];
}

/** The hooks among the members of an object type, each with its type and deprecation. */
function hookMembers(typings: ts.SourceFile, type: ts.TypeNode | undefined): Map<string, HookMember> {
  const hooks = new Map<string, HookMember>();
  for (const member of type ? objectMembers(typings, type) : []) {
    const name = nameText(member.name);
    if (name === undefined || ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) continue;
    // A deprecated hook may be a getter (`get normalModuleLoader(): SyncHook<…>`).
    const declared =
      ts.isPropertySignature(member) || ts.isPropertyDeclaration(member) || ts.isGetAccessor(member)
        ? member.type
        : undefined;
    hooks.set(name, { deprecated: isDeprecated(member), type: declared });
  }
  return hooks;
}

/** The type of a class's `hooks` member, undefined when the typings declare no such class or member. */
function hooksType(typings: ts.SourceFile, className: string): ts.TypeNode | undefined {
  const member = classDeclaration(typings, className)?.members.find(
    (m) => nameText(m.name) === 'hooks' && ts.isPropertyDeclaration(m),
  );
  return member && ts.isPropertyDeclaration(member) ? member.type : undefined;
}

/** Hook names and their deprecation. */
const flags = (members: Map<string, HookMember>): HookFlags =>
  new Map([...members].map(([name, { deprecated }]) => [name, deprecated]));

/** The hooks of a class's `hooks` member, empty when the typings declare no such class. */
export function classHooks(typings: ts.SourceFile, className: string): HookFlags {
  return flags(hookMembers(typings, hooksType(typings, className)));
}

/** A class's static `getCompilationHooks`, declared as a method or as a property of function type. */
function compilationHooksGetter(declaration: ts.ClassDeclaration): ts.ClassElement | undefined {
  return declaration.members.find(
    (member) =>
      nameText(member.name) === 'getCompilationHooks' &&
      ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Static,
  );
}

/** True when the typings mark a class's `getCompilationHooks` `@deprecated` (an old alias). */
export function deprecatedGetter(typings: ts.SourceFile, className: string): boolean {
  const declaration = classDeclaration(typings, className);
  const getter = declaration && compilationHooksGetter(declaration);
  return getter ? isDeprecated(getter) : false;
}

/**
 * Every class whose static `getCompilationHooks` the typings do not mark deprecated, with the
 * hooks it returns.
 */
function compilationHookMembers(typings: ts.SourceFile): Map<string, Map<string, HookMember>> {
  const classes = new Map<string, Map<string, HookMember>>();
  for (const node of typings.statements) {
    if (!ts.isClassDeclaration(node) || !node.name) continue;
    const getter = compilationHooksGetter(node);
    if (!getter || isDeprecated(getter)) continue;
    let returned: ts.TypeNode | undefined;
    if (ts.isMethodDeclaration(getter)) returned = getter.type;
    else if (ts.isPropertyDeclaration(getter) && getter.type && ts.isFunctionTypeNode(getter.type))
      returned = getter.type.type;
    classes.set(node.name.text, hookMembers(typings, returned));
  }
  return classes;
}

/** Every class with an undeprecated static `getCompilationHooks`, with the hooks it returns. */
export function compilationHooksOfClasses(typings: ts.SourceFile): Map<string, HookFlags> {
  return new Map([...compilationHookMembers(typings)].map(([name, members]) => [name, flags(members)]));
}

/** Every hook the typings declare as `Class.hook`: the `hooks` of each class in `hookedClasses`, and what every class's `getCompilationHooks` returns. */
function allHookMembers(typings: ts.SourceFile, hookedClasses: readonly string[]): Map<string, HookMember> {
  const all = new Map<string, HookMember>();
  const add = (className: string, hooks: Map<string, HookMember>) => {
    for (const [hook, member] of hooks) all.set(`${className}.${hook}`, member);
  };
  for (const className of hookedClasses) add(className, hookMembers(typings, hooksType(typings, className)));
  for (const [className, hooks] of compilationHookMembers(typings)) add(className, hooks);
  return all;
}

/** Every hook the typings declare as `Class.hook` → deprecated, as `allHookMembers` finds them. */
export function typedHooks(typings: ts.SourceFile, hookedClasses: readonly string[]): HookFlags {
  return flags(allHookMembers(typings, hookedClasses));
}

/** More alternatives than this at one argument of a typed hook map are cut to these and `…`. */
const MAX_ALTERNATIVES = 3;

/**
 * The signature of a `TypedHookMap<Record<key, Hook> & …>`: a HookMap whose hooks differ by key
 * (`createParser` by module type), each argument the union of what the keys' hooks take.
 */
function typedHookMapSignature(records: ts.TypeNode): HookSignature | undefined {
  const parts = ts.isIntersectionTypeNode(records) ? records.types : [records];
  const signatures = parts.flatMap((part) => {
    const hook = ts.isTypeReferenceNode(part) ? part.typeArguments?.[1] : undefined;
    const signature = hook && hookSignature(hook);
    return signature ? [signature] : [];
  });
  const [first] = signatures;
  if (!first) return undefined;
  const alternatives = (texts: (string | undefined)[]) => {
    const distinct = [...new Set(texts.filter((text) => text !== undefined))];
    return distinct.length > MAX_ALTERNATIVES
      ? [...distinct.slice(0, MAX_ALTERNATIVES), '…'].join(' | ')
      : distinct.join(' | ');
  };
  const returns = alternatives(signatures.map((signature) => signature.returns));
  return {
    tapable: `HookMap<${first.tapable}>`,
    args: first.args.map((_, index) => alternatives(signatures.map((signature) => signature.args[index]))),
    ...(returns ? { returns } : {}),
  };
}

/**
 * The tapable class, arguments and tap result of a hook's declared type: `SyncHook<[A, B]>`,
 * `HookMap<SyncBailHook<[A], R>>`, a `TypedHookMap` of hooks by key, and the deprecated
 * `FakeHook<Pick<AsyncSeriesHook<[A]>, …>>` or, as releases before 5.10 typed it,
 * `Pick<AsyncSeriesHook<[A]>, …> & FakeHookMarker` (read as the hook it stands for);
 * undefined for a type that is no tapable hook.
 */
export function hookSignature(type: ts.TypeNode): HookSignature | undefined {
  if (ts.isIntersectionTypeNode(type)) {
    for (const part of type.types) {
      const signature = hookSignature(part);
      if (signature) return signature;
    }
    return undefined;
  }
  if (!ts.isTypeReferenceNode(type)) return undefined;
  const name = type.typeName.getText();
  const [first, second] = type.typeArguments ?? [];
  if (!first) return undefined;
  if (name === 'FakeHook' || name === 'Pick') return hookSignature(first);
  if (name === 'TypedHookMap') return typedHookMapSignature(first);
  if (name === 'HookMap') {
    const inner = hookSignature(first);
    return inner && { ...inner, tapable: `HookMap<${inner.tapable}>` };
  }
  if (!/^(?:Sync|Async)[A-Za-z]*Hook$/.test(name)) return undefined;
  const args = ts.isTupleTypeNode(first) ? first.elements.map(typeText) : [typeText(first)];
  const returns = second && second.kind !== ts.SyntaxKind.VoidKeyword ? typeText(second) : undefined;
  return { tapable: name, args, ...(returns ? { returns } : {}) };
}

/** Every hook the typings declare as `Class.hook`, with its deprecation and its signature when its type is a tapable hook. */
export function hookSignatures(
  typings: ts.SourceFile,
  hookedClasses: readonly string[],
): Map<string, { deprecated: boolean; signature: HookSignature | undefined }> {
  return new Map(
    [...allHookMembers(typings, hookedClasses)].map(([name, { deprecated, type }]) => [
      name,
      { deprecated, signature: type && hookSignature(type) },
    ]),
  );
}

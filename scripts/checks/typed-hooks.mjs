// Hooks as webpack's typings (`types.d.ts`) declare them: the members of a class's `hooks`
// object, and of what a class's static `getCompilationHooks` returns. hook-coverage reads the
// installed typings for the hooks marked `@deprecated`; since-data reads the typings of every
// release for the hooks it had, because an old release cannot be run here.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** @typedef {Map<string, boolean>} HookFlags hook name → true when the typings mark it `@deprecated` */

/**
 * Parses a `types.d.ts`; the error names the file when it cannot be read.
 * @param {string} file
 * @returns {ts.SourceFile}
 */
export function readTypings(file) {
  /** @type {string} */
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${file}: cannot read webpack's typings (${error instanceof Error ? error.message : error})`,
    );
  }
  return parseTypings(file, text);
}

/**
 * Parses the text of a `types.d.ts`.
 * @param {string} file its path, as the nodes' source file names it
 * @param {string} text
 */
export function parseTypings(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

/** True when a declaration carries a `@deprecated` JSDoc tag. */
export const isDeprecated = (/** @type {ts.Node} */ node) =>
  ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');

/**
 * A member's name as written, without the quotes of a string literal name.
 * @param {ts.PropertyName | undefined} name
 */
const nameText = (name) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : name?.getText();

/**
 * The class `name` in the typings.
 * @param {ts.SourceFile} typings
 * @param {string} name
 * @returns {ts.ClassDeclaration | undefined}
 */
export function classDeclaration(typings, name) {
  for (const node of typings.statements)
    if (ts.isClassDeclaration(node) && node.name?.text === name) return node;
  return undefined;
}

/**
 * The members of the object type `type` stands for: a type literal, `Readonly<…>` of one, or
 * the name of an interface, type alias or class declared in the typings.
 * @param {ts.SourceFile} typings
 * @param {ts.TypeNode} type
 * @param {Set<string>} seen names already followed, so that a cycle of aliases ends
 * @returns {readonly ts.TypeElement[] | readonly ts.ClassElement[]}
 */
function objectMembers(typings, type, seen = new Set()) {
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

/**
 * Hook names and their deprecation among the members of an object type.
 * @param {ts.SourceFile} typings
 * @param {ts.TypeNode | undefined} type
 * @returns {HookFlags}
 */
function hookFlags(typings, type) {
  /** @type {HookFlags} */
  const hooks = new Map();
  for (const member of type ? objectMembers(typings, type) : []) {
    const name = nameText(member.name);
    if (name !== undefined && !ts.isMethodDeclaration(member) && !ts.isMethodSignature(member))
      hooks.set(name, isDeprecated(member));
  }
  return hooks;
}

/**
 * The hooks of a class's `hooks` member, empty when the typings declare no such class.
 * @param {ts.SourceFile} typings
 * @param {string} className
 * @returns {HookFlags}
 */
export function classHooks(typings, className) {
  const member = classDeclaration(typings, className)?.members.find(
    (m) => nameText(m.name) === 'hooks' && ts.isPropertyDeclaration(m),
  );
  return hookFlags(typings, member && ts.isPropertyDeclaration(member) ? member.type : undefined);
}

/**
 * A class's static `getCompilationHooks`, declared as a method or as a property of function type.
 * @param {ts.ClassDeclaration} declaration
 */
function compilationHooksGetter(declaration) {
  return declaration.members.find(
    (member) =>
      nameText(member.name) === 'getCompilationHooks' &&
      ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static,
  );
}

/**
 * True when the typings mark a class's `getCompilationHooks` `@deprecated` (an old alias).
 * @param {ts.SourceFile} typings
 * @param {string} className
 */
export function deprecatedGetter(typings, className) {
  const declaration = classDeclaration(typings, className);
  const getter = declaration && compilationHooksGetter(declaration);
  return getter ? isDeprecated(getter) : false;
}

/**
 * Every class whose static `getCompilationHooks` the typings do not mark deprecated, with the
 * hooks it returns.
 * @param {ts.SourceFile} typings
 * @returns {Map<string, HookFlags>}
 */
export function compilationHooksOfClasses(typings) {
  /** @type {Map<string, HookFlags>} */
  const classes = new Map();
  for (const node of typings.statements) {
    if (!ts.isClassDeclaration(node) || !node.name) continue;
    const getter = compilationHooksGetter(node);
    if (!getter || isDeprecated(getter)) continue;
    /** @type {ts.TypeNode | undefined} */
    let returned;
    if (ts.isMethodDeclaration(getter)) returned = getter.type;
    else if (ts.isPropertyDeclaration(getter) && getter.type && ts.isFunctionTypeNode(getter.type))
      returned = getter.type.type;
    classes.set(node.name.text, hookFlags(typings, returned));
  }
  return classes;
}

/**
 * Every hook the typings declare as `Class.hook` → deprecated: the `hooks` of each class in
 * `hookedClasses`, and what every class's `getCompilationHooks` returns.
 * @param {ts.SourceFile} typings
 * @param {string[]} hookedClasses
 * @returns {HookFlags}
 */
export function typedHooks(typings, hookedClasses) {
  /** @type {HookFlags} */
  const all = new Map();
  /**
   * @param {string} className
   * @param {HookFlags} hooks
   */
  const add = (className, hooks) => {
    for (const [hook, deprecated] of hooks) all.set(`${className}.${hook}`, deprecated);
  };
  for (const className of hookedClasses) add(className, classHooks(typings, className));
  for (const [className, hooks] of compilationHooksOfClasses(typings)) add(className, hooks);
  return all;
}

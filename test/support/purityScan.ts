/**
 * Finds what would make a pure module impure: an import that leaves its allowed folders, or a use of
 * the DOM, the clock or randomness. It reads TypeScript's syntax tree rather than grepping, so that
 * comments, strings and property names (`state.document`, `{ window: 3 }`) never count.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Globals that reach outside a pure function: the page, storage, the clock and randomness. */
export const FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'Date',
  'performance',
  'setTimeout',
  'setInterval',
  'crypto',
  'globalThis',
  'require',
  'process',
  'fetch',
] as const;

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !rel.includes(`:${sep}`));
}

/** Is this identifier the name of something (a property, a member), rather than a reference? */
function isNameNotReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return true;
  if (ts.isQualifiedName(parent) && parent.right === node) return true;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessor(parent) ||
      ts.isSetAccessor(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  )
    return true;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return true;
  return false;
}

/**
 * Checks one source text. `allowedFolders` are absolute paths: a relative import must resolve inside
 * one of them; any bare specifier (a package, `node:fs`) is a violation.
 */
export function scanSource(file: string, text: string, allowedFolders: readonly string[]): Violation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const violations: Violation[] = [];
  const report = (node: ts.Node, message: string): void => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    violations.push({ file, line, message });
  };
  const checkSpecifier = (node: ts.Node, specifier: ts.Expression | undefined): void => {
    if (specifier === undefined) return;
    if (!ts.isStringLiteralLike(specifier)) return report(node, 'import with a computed specifier');
    const name = specifier.text;
    const target = resolve(dirname(file), name);
    const relativePath = name.startsWith('./') || name.startsWith('../');
    if (!relativePath || !allowedFolders.some((folder) => isInside(target, folder))) {
      report(node, `imports '${name}', outside ${allowedFolders.map((f) => relative(process.cwd(), f)).join(' or ')}`);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) checkSpecifier(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      checkSpecifier(node, node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      checkSpecifier(node, node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      checkSpecifier(node, node.argument.literal);
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Math' && node.name.text === 'random') {
      report(node, 'uses Math.random (randomness belongs to the seeded deal only)');
    } else if (ts.isIdentifier(node) && (FORBIDDEN_GLOBALS as readonly string[]).includes(node.text) && !isNameNotReference(node)) {
      report(node, `uses '${node.text}' (no DOM, clock, randomness or host access in pure code)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

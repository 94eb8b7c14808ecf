/**
 * The slim Phaser's namespace (src/game/boot/phaserEntry.js) against what the game layer reads from it.
 * TypeScript types `Phaser` from the package's full .d.ts, so a `Phaser.X.Y` the entry lacks compiles
 * and reads undefined only in the built table. Every value use in src/game — a property access such
 * as `Phaser.Scale.NONE` or `extends Phaser.Scene`, as opposed to a type's qualified name — must
 * therefore be in the entry's `Phaser` object: through its own object literals and spreads, and then
 * into the Phaser module a name stands for, where that module loads in Node (the ones that need a
 * browser are left to test/e2e/slimPhaser.test.ts, which runs the built table).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const GAME = resolve(import.meta.dirname, '../../../src/game');
const ENTRY = join(GAME, 'boot/phaserEntry.js');
const PHASER_SRC = resolve(import.meta.dirname, '../../../node_modules/phaser/src');
const requireFile = createRequire(import.meta.url);

/** `Phaser.A.B…` chains a source file uses as values, each as its names after `Phaser`. */
function valueUses(source: ts.SourceFile): string[][] {
  const uses: string[][] = [];
  const visit = (node: ts.Node): void => {
    // The outermost access of a chain only: `Phaser.Scale.NONE`, not also `Phaser.Scale`.
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const names: string[] = [];
      let at: ts.Expression = node;
      while (ts.isPropertyAccessExpression(at)) {
        names.unshift(at.name.text);
        at = at.expression;
      }
      if (ts.isIdentifier(at) && at.text === 'Phaser') uses.push(names);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** The entry's default imports (local name → file under phaser/src) and its `Phaser` object literal. */
function readEntry(): { imports: Map<string, string>; namespace: ts.ObjectLiteralExpression } {
  const source = parse(ENTRY);
  const imports = new Map<string, string>();
  let namespace: ts.ObjectLiteralExpression | undefined;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.name !== undefined && ts.isStringLiteral(statement.moduleSpecifier)) {
      imports.set(statement.importClause.name.text, statement.moduleSpecifier.text.replace(/^phaser\/src\//, ''));
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === 'Phaser' &&
          declaration.initializer !== undefined &&
          ts.isObjectLiteralExpression(declaration.initializer)
        ) {
          namespace = declaration.initializer;
        }
      }
    }
  }
  if (namespace === undefined) throw new Error(`${ENTRY} has no \`const Phaser = { … }\``);
  return { imports, namespace };
}

/** A Phaser module as Node loads it, or null when it needs a browser to load. */
function loadModule(path: string): Record<string, unknown> | null {
  try {
    return requireFile(join(PHASER_SRC, path)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Where `names` leads from an imported module; 'unknown' when the module needs a browser. */
function lookUpInModule(path: string, names: readonly string[]): 'found' | 'missing' | 'unknown' {
  if (names.length === 0) return 'found';
  let value: unknown = loadModule(path);
  if (value === null) return 'unknown';
  for (const name of names) {
    if (typeof value !== 'object' && typeof value !== 'function') return 'missing';
    if (value === null || !(name in value)) return 'missing';
    value = (value as Record<string, unknown>)[name];
  }
  return 'found';
}

/** Where `names` leads in an object literal of the entry: its properties first, then its spreads. */
function lookUp(literal: ts.ObjectLiteralExpression, names: readonly string[], imports: ReadonlyMap<string, string>): 'found' | 'missing' | 'unknown' {
  const [name, ...rest] = names;
  if (name === undefined) return 'found';
  for (const property of literal.properties) {
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === name) {
      const path = imports.get(name);
      return path === undefined ? 'missing' : lookUpInModule(path, rest);
    }
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      if (ts.isObjectLiteralExpression(property.initializer)) return lookUp(property.initializer, rest, imports);
      const path = ts.isIdentifier(property.initializer) ? imports.get(property.initializer.text) : undefined;
      return path === undefined ? 'missing' : lookUpInModule(path, rest);
    }
  }
  for (const property of literal.properties) {
    if (!ts.isSpreadAssignment(property) || !ts.isIdentifier(property.expression)) continue;
    const path = imports.get(property.expression.text);
    if (path !== undefined && lookUpInModule(path, [name]) === 'found') return lookUpInModule(path, names);
  }
  return 'missing';
}

describe("the slim Phaser's namespace", () => {
  const files = readdirSync(GAME, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const uses = [...new Set(files.flatMap((file) => valueUses(parse(join(GAME, file)))).map((names) => names.join('.')))].sort();
  const { imports, namespace } = readEntry();

  test('the game layer uses Phaser values (the scan finds them)', () => {
    expect(uses).toEqual(expect.arrayContaining(['Game', 'Scene', 'AUTO']));
  });

  test.each(uses)('Phaser.%s is in the entry', (use) => {
    expect(lookUp(namespace, use.split('.'), imports)).not.toBe('missing');
  });

  test('a name the entry lacks is found missing', () => {
    expect(lookUp(namespace, ['Physics', 'Arcade'], imports)).toBe('missing');
    expect(lookUp(namespace, ['Core', 'Events', 'NO_SUCH_EVENT'], imports)).toBe('missing');
    expect(lookUp(namespace, ['WEBGL'], imports)).toBe('found');
  });
});

/**
 * The README's contract for `window.klondike` (Automation hook: the TypeScript block) names exactly
 * what the code gives: the hook's methods, the fields of `state()`'s table and of its rules. Tests
 * and bug reports are written from that block, so a field the code adds, drops or renames must be
 * written there too (the rules' `openingTurn` once went missing from it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { hookSnapshot, tableHook } from '../../src/app/automationHook';
import { DEFAULT_RULES, RULE_KEYS, newGame, snapshotOf } from '../../src/engine';

/** The ```ts block of the README's Automation hook section. */
function readmeBlock(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('**Automation hook**'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (block === null) throw new Error('no ```ts block in the README after "**Automation hook**"');
  return block[1]!.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

/** The text between the `{` at `open` and its matching `}`. */
function braced(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced braces from ${text.slice(open, open + 40)}`);
}

/** The member names written at the top level of an object type's body (`name:`, `name(`, `name?:`). */
function memberNames(body: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let atStart = true;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if ('{(['.includes(c)) depth++;
    else if ('})]'.includes(c)) depth--;
    if (depth === 0 && atStart) {
      const name = /^\s*([A-Za-z_$][\w$]*)\??\s*[:(]/.exec(body.slice(i));
      if (name !== null) {
        names.push(name[1]!);
        i += name[0].length - 2;
      }
      atStart = false;
    }
    if (depth === 0 && (c === ';' || c === '\n' || c === '{' || c === '}')) atStart = c !== '{';
  }
  return names;
}

function interfaceBody(block: string, name: string): string {
  const at = block.indexOf(`interface ${name} {`);
  if (at < 0) throw new Error(`the README's block has no interface ${name}`);
  return braced(block, block.indexOf('{', at));
}

describe("the README's Automation hook block", () => {
  const game = newGame(DEFAULT_RULES, 1);
  const snapshot = hookSnapshot({ snapshot: () => snapshotOf(game), elapsedMs: 0 });

  test("names the hook's methods", () => {
    const hook = tableHook({
      session: { snapshot: () => snapshotOf(game), elapsedMs: 0, judgingOutcome: false },
      table: () => null,
      canvasRect: () => ({ x: 0, y: 0, width: 0, height: 0 }),
      saved: () => Promise.resolve(),
      nextFrame: () => undefined,
    });
    expect(memberNames(interfaceBody(readmeBlock(), 'KlondikeHook')).sort()).toEqual(Object.keys(hook).sort());
  });

  test("names every field of state()'s table, and no other", () => {
    expect(memberNames(interfaceBody(readmeBlock(), 'TableSnapshot')).sort()).toEqual(Object.keys(snapshot).sort());
  });

  test('names every rule, and no other', () => {
    const table = interfaceBody(readmeBlock(), 'TableSnapshot');
    const rules = braced(table, table.indexOf('{', table.indexOf('rules:')));
    expect(memberNames(rules).sort()).toEqual([...RULE_KEYS].sort());
    expect(Object.keys(snapshot.rules).sort()).toEqual([...RULE_KEYS].sort());
  });
});

/**
 * Just enough of the DOM for the UI modules to build their elements in Node: elements, text, attributes,
 * classes, events that bubble, a modal <dialog>, and `querySelector` for simple selectors. The project
 * has no DOM library (jsdom, happy-dom) among its dependencies, and the unit tests run in Node; the
 * end-to-end tests check the real thing in Chromium. What is not here throws, rather than pretending.
 *
 * `installFakeDom()` puts `document` and the element classes the UI uses with `instanceof` on
 * globalThis, and returns a function that takes them away again.
 */

type Listener = (event: FakeEvent) => void;

export class FakeEvent {
  readonly type: string;
  readonly bubbles: boolean;
  target: FakeNode | null = null;
  currentTarget: FakeNode | null = null;
  defaultPrevented = false;
  private stopped = false;
  constructor(type: string, init: { bubbles?: boolean } = {}) {
    this.type = type;
    this.bubbles = init.bubbles ?? false;
  }
  preventDefault(): void { this.defaultPrevented = true; }
  stopPropagation(): void { this.stopped = true; }
  get propagationStopped(): boolean { return this.stopped; }
}

export class FakeNode {
  parentNode: FakeElement | null = null;
  readonly childNodes: FakeNode[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    this.replaceChildren(...(text === '' ? [] : [new FakeText(text)]));
  }

  get isConnected(): boolean {
    let node: FakeNode | null = this;
    while (node.parentNode !== null) node = node.parentNode;
    return node === fakeDocument.documentElement;
  }

  appendChild<T extends FakeNode>(child: T): T {
    child.remove();
    child.parentNode = this as unknown as FakeElement;
    this.childNodes.push(child);
    return child;
  }
  append(...children: (FakeNode | string)[]): void {
    for (const child of children) this.appendChild(typeof child === 'string' ? new FakeText(child) : child);
  }
  prepend(...children: (FakeNode | string)[]): void {
    const nodes = children.map((c) => (typeof c === 'string' ? new FakeText(c) : c));
    for (const node of nodes) node.remove();
    for (const node of nodes) node.parentNode = this as unknown as FakeElement;
    this.childNodes.unshift(...nodes);
  }
  replaceChildren(...children: (FakeNode | string)[]): void {
    for (const child of [...this.childNodes]) child.remove();
    this.append(...children);
  }
  remove(): void {
    const parent = this.parentNode;
    if (parent === null) return;
    parent.childNodes.splice(parent.childNodes.indexOf(this), 1);
    this.parentNode = null;
  }
  contains(other: FakeNode | null): boolean {
    for (let node = other; node !== null; node = node.parentNode) if (node === this) return true;
    return false;
  }

  addEventListener(type: string, listener: Listener): void {
    const list = this.listeners.get(type) ?? [];
    if (!list.includes(listener)) list.push(listener);
    this.listeners.set(type, list);
  }
  removeEventListener(type: string, listener: Listener): void {
    const list = this.listeners.get(type) ?? [];
    const index = list.indexOf(listener);
    if (index >= 0) list.splice(index, 1);
  }
  /** Target first, then up through the ancestors when the event bubbles. */
  dispatchEvent(event: FakeEvent): boolean {
    event.target = this;
    for (let node: FakeNode | null = this; node !== null; node = event.bubbles ? node.parentNode : null) {
      event.currentTarget = node;
      for (const listener of [...(node.listeners.get(event.type) ?? [])]) listener(event);
      if (event.propagationStopped) break;
    }
    return !event.defaultPrevented;
  }
}

export class FakeText extends FakeNode {
  data: string;
  constructor(data: string) {
    super();
    this.data = data;
  }
  override get textContent(): string { return this.data; }
  override set textContent(text: string) { this.data = text; }
}

/** Attributes reflected as properties: `button.disabled = true` sets `disabled=""`, as in a browser. */
const BOOLEAN_ATTRIBUTES = ['hidden', 'disabled'] as const;
const STRING_ATTRIBUTES = ['id', 'title', 'type'] as const;

export class FakeElement extends FakeNode {
  readonly tagName: string;
  readonly attributes = new Map<string, string>();
  /** Form state: live properties, initialised from the attributes. */
  private valueState: string | null = null;
  private checkedState: boolean | null = null;

  readonly namespaceURI: string;

  constructor(tag: string, namespaceURI = 'http://www.w3.org/1999/xhtml') {
    super();
    this.tagName = tag.toUpperCase();
    this.namespaceURI = namespaceURI;
  }

  getAttribute(name: string): string | null { return this.attributes.get(name.toLowerCase()) ?? null; }
  setAttribute(name: string, value: string): void { this.attributes.set(name.toLowerCase(), String(value)); }
  removeAttribute(name: string): void { this.attributes.delete(name.toLowerCase()); }
  hasAttribute(name: string): boolean { return this.attributes.has(name.toLowerCase()); }
  toggleAttribute(name: string, force?: boolean): boolean {
    const on = force ?? !this.hasAttribute(name);
    if (on) this.setAttribute(name, '');
    else this.removeAttribute(name);
    return on;
  }

  get className(): string { return this.getAttribute('class') ?? ''; }
  set className(value: string) { this.setAttribute('class', value); }
  get classList(): { add(...n: string[]): void; remove(...n: string[]): void; toggle(n: string, force?: boolean): boolean; contains(n: string): boolean } {
    const names = (): string[] => this.className.split(/\s+/).filter(Boolean);
    const write = (list: string[]): void => this.setAttribute('class', [...new Set(list)].join(' '));
    return {
      add: (...n) => write([...names(), ...n]),
      remove: (...n) => write(names().filter((x) => !n.includes(x))),
      toggle: (n, force) => {
        const on = force ?? !names().includes(n);
        write(on ? [...names(), n] : names().filter((x) => x !== n));
        return on;
      },
      contains: (n) => names().includes(n),
    };
  }

  get tabIndex(): number {
    const value = this.getAttribute('tabindex');
    return value === null ? (['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA'].includes(this.tagName) ? 0 : -1) : Number(value);
  }
  set tabIndex(value: number) { this.setAttribute('tabindex', String(value)); }

  get value(): string { return this.valueState ?? this.getAttribute('value') ?? ''; }
  set value(v: string) { this.valueState = String(v); }
  get checked(): boolean { return this.checkedState ?? this.hasAttribute('checked'); }
  set checked(v: boolean) { this.checkedState = v; }

  get children(): FakeElement[] { return this.childNodes.filter((c): c is FakeElement => c instanceof FakeElement); }
  get childElementCount(): number { return this.children.length; }
  get firstElementChild(): FakeElement | null { return this.children[0] ?? null; }
  get lastElementChild(): FakeElement | null { return this.children.at(-1) ?? null; }

  /** A click does nothing on a disabled control; on a checkbox it flips it and reports the change. */
  click(): void {
    if (this.hasAttribute('disabled')) return;
    const box = this.tagName === 'INPUT' && (this.getAttribute('type') === 'checkbox' || this.getAttribute('type') === 'radio');
    if (box) this.checked = this.getAttribute('type') === 'radio' ? true : !this.checked;
    this.dispatchEvent(new FakeEvent('click', { bubbles: true }));
    if (box) {
      this.dispatchEvent(new FakeEvent('input', { bubbles: true }));
      this.dispatchEvent(new FakeEvent('change', { bubbles: true }));
    }
  }
  focus(): void { fakeDocument.activeElement = this; }
  blur(): void { if (fakeDocument.activeElement === this) fakeDocument.activeElement = fakeDocument.body; }
  getBoundingClientRect(): { top: number; bottom: number; left: number; right: number; width: number; height: number } {
    return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 };
  }

  querySelectorAll(selector: string): FakeElement[] {
    const match = compile(selector);
    const found: FakeElement[] = [];
    const walk = (node: FakeNode): void => {
      for (const child of node.childNodes) {
        if (!(child instanceof FakeElement)) continue;
        if (match(child)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
  querySelector(selector: string): FakeElement | null { return this.querySelectorAll(selector)[0] ?? null; }
}

for (const name of BOOLEAN_ATTRIBUTES) {
  Object.defineProperty(FakeElement.prototype, name, {
    get(this: FakeElement) { return this.hasAttribute(name); },
    set(this: FakeElement, on: boolean) { this.toggleAttribute(name, Boolean(on)); },
  });
}
for (const name of STRING_ATTRIBUTES) {
  Object.defineProperty(FakeElement.prototype, name, {
    get(this: FakeElement) { return this.getAttribute(name) ?? ''; },
    set(this: FakeElement, value: string) { this.setAttribute(name, value); },
  });
}

export class FakeDialog extends FakeElement {
  returnValue = '';
  get open(): boolean { return this.hasAttribute('open'); }
  showModal(): void {
    if (!this.isConnected) throw new Error('showModal: the dialog is not in the document');
    this.setAttribute('open', '');
  }
  /** As in a browser, 'close' fires a task later. */
  close(returnValue?: string): void {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new FakeEvent('close')), 0);
  }
}

class FakeInput extends FakeElement {}
class FakeSelect extends FakeElement {}
class FakeTextArea extends FakeElement {}

/**
 * Simple selectors only: a comma list of compounds made of a tag, `.class`, `#id`, `[attr]`,
 * `[attr="value"]` and `:not(...)`. No combinators.
 */
function compile(selector: string): (e: FakeElement) => boolean {
  const alternatives = splitTop(selector, ',').map((s) => compound(s.trim()));
  return (e) => alternatives.some((m) => m(e));
}

function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function compound(text: string): (e: FakeElement) => boolean {
  const tests: ((e: FakeElement) => boolean)[] = [];
  let rest = text;
  const token = /^(?:([a-zA-Z][\w-]*)|\.([\w-]+)|#([\w-]+)|\[([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([\w-]+)))?\]|:not\(([^()]*)\))/;
  while (rest.length > 0) {
    const m = token.exec(rest);
    if (m === null) throw new Error(`fakeDom: unsupported selector ${JSON.stringify(text)}`);
    const [all, tag, cls, id, attr, v1, v2, v3, not] = m;
    if (tag !== undefined) tests.push((e) => e.tagName === tag.toUpperCase());
    else if (cls !== undefined) tests.push((e) => e.classList.contains(cls));
    else if (id !== undefined) tests.push((e) => e.getAttribute('id') === id);
    else if (attr !== undefined) {
      const value = v1 ?? v2 ?? v3;
      tests.push((e) => (value === undefined ? e.hasAttribute(attr) : e.getAttribute(attr) === value));
    } else if (not !== undefined) {
      const inner = compile(not);
      tests.push((e) => !inner(e));
    }
    rest = rest.slice(all.length);
  }
  if (tests.length === 0) throw new Error(`fakeDom: empty selector in ${JSON.stringify(text)}`);
  return (e) => tests.every((t) => t(e));
}

const ELEMENT_CLASSES: Record<string, new (tag: string) => FakeElement> = {
  dialog: FakeDialog, input: FakeInput, select: FakeSelect, textarea: FakeTextArea,
};

class FakeDocument {
  readonly documentElement = new FakeElement('html');
  readonly body = new FakeElement('body');
  activeElement: FakeElement | null = this.body;
  constructor() {
    this.documentElement.appendChild(this.body);
  }
  createElement(tag: string): FakeElement {
    const Kind = ELEMENT_CLASSES[tag.toLowerCase()] ?? FakeElement;
    return new Kind(tag);
  }
  createElementNS(namespace: string, tag: string): FakeElement {
    return new FakeElement(tag, namespace);
  }
  createTextNode(text: string): FakeText {
    return new FakeText(text);
  }
  querySelector(selector: string): FakeElement | null { return this.documentElement.querySelector(selector); }
  querySelectorAll(selector: string): FakeElement[] { return this.documentElement.querySelectorAll(selector); }
}

let fakeDocument = new FakeDocument();

const GLOBALS = {
  Node: FakeNode, Element: FakeElement, HTMLElement: FakeElement, HTMLDialogElement: FakeDialog,
  HTMLInputElement: FakeInput, HTMLSelectElement: FakeSelect, HTMLTextAreaElement: FakeTextArea, Event: FakeEvent,
};

/** A fresh, empty document on globalThis; the returned function restores what was there before. */
export function installFakeDom(): () => void {
  fakeDocument = new FakeDocument();
  const names = ['document', ...Object.keys(GLOBALS)];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  const target = globalThis as unknown as Record<string, unknown>;
  target.document = fakeDocument;
  for (const [name, value] of Object.entries(GLOBALS)) target[name] = value;
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) delete target[name];
      else Object.defineProperty(globalThis, name, descriptor);
    }
  };
}

/** The element with this data-testid, or a failure naming it. */
export function byTestId<T = HTMLElement>(root: { querySelector(s: string): unknown }, testid: string): T {
  const found = root.querySelector(`[data-testid="${testid}"]`);
  if (found === null) throw new Error(`no element with data-testid="${testid}"`);
  return found as T;
}

/** Lets a dialog's 'close' event (a task later) run. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

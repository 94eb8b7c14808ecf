/** A tiny element builder, so that modules describe their DOM in a few readable lines. */
import { POINTS_ALONG_THE_LINE } from './icons';

type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;
type Child = Node | string | null | undefined | false;

/**
 * `el('button', { class: 'x', 'data-testid': 'y', disabled: true }, 'Text')`. Boolean `true` sets an
 * empty attribute, `false`/null/undefined leave it out; strings are set as text, never parsed as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

let nextId = 0;
/** A document-unique id for aria-labelledby and label/for pairs. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

/** An inline SVG icon from path data on a 24-unit grid, drawn with the text colour. */
export function icon(paths: readonly string[]): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.classList.add('ui-icon');
  if (POINTS_ALONG_THE_LINE.has(paths)) svg.classList.add('ui-icon-directional');
  for (const d of paths) {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    svg.appendChild(path);
  }
  return svg;
}

/**
 * Two readings of a server-rendered HTML document (a mail body, the sandbox payment page) that
 * stay the same however the markup is produced: what a reader sees, and the element tree a mail
 * app or browser builds from it. Both parse with the DOM's own parser (a jsdom test environment),
 * so `<br>` and `<br/>`, a parser-added `<tbody>`, attribute order and quoting all read the same.
 */

/** Elements that start and end a line of their own in what the reader sees. */
const BLOCKS = new Set([
  'BODY',
  'BUTTON',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FORM',
  'H1',
  'H2',
  'LABEL',
  'LEGEND',
  'LI',
  'MAIN',
  'OPTION',
  'P',
  'SECTION',
  'SELECT',
  'TABLE',
  'TD',
  'TR',
  'UL',
]);

const collapse = (text: string) => text.replace(/\s+/g, ' ');
/** Whitespace alone between two tags only lays the markup out; any other text counts as written. */
const isLayoutOnly = (node: Node) => node.nodeType === node.TEXT_NODE && !node.textContent?.trim();

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** A text box as the reader sees it: its value, else its placeholder in grey. */
function fieldText(input: HTMLInputElement): string {
  const value = input.getAttribute('value');
  if (value) return `[${value}]`;
  const placeholder = input.getAttribute('placeholder');
  return placeholder ? `[placeholder: ${placeholder}]` : '[ ]';
}

function textOf(node: Node): string {
  if (isLayoutOnly(node)) return '';
  if (node.nodeType === node.TEXT_NODE) return collapse(node.textContent ?? '');
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '\n';
  if (node.tagName === 'INPUT') return `\n${fieldText(node as HTMLInputElement)}\n`;
  if (node.tagName === 'STYLE' || node.tagName === 'SCRIPT') return '';
  const marker = node.tagName === 'OPTION' && node.hasAttribute('selected') ? '(selected) ' : '';
  const inner = marker + [...node.childNodes].map(textOf).join('');
  return BLOCKS.has(node.tagName) ? `\n${inner}\n` : inner;
}

/**
 * What a reader sees, one line per block: the window title, then the body (a mail's hidden
 * preview line included, as the inbox shows it). Spaces inside a line are kept as written.
 */
export function visibleText(html: string): string {
  const document = parse(html);
  const lines = textOf(document.body)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [`Title: ${document.title}`, ...lines].join('\n');
}

/** An inline style as the declarations that apply (the last of a repeated property wins), sorted. */
function effectiveStyle(style: string): string {
  const declarations = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return [...declarations]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}

/** An attribute's value as it acts: a style's declarations that apply, a class list's names. */
function effectiveValue(name: string, value: string): string {
  if (name === 'style') return effectiveStyle(value);
  return name === 'class' ? value.trim().split(/\s+/).join(' ') : value;
}

function attributesOf(element: Element): string {
  return [...element.attributes]
    .map(({ name, value }) => [name, effectiveValue(name, value)] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ` ${name}=${JSON.stringify(value)}`)
    .join('');
}

/** Tags where a line starts or ends: whitespace next to them lays out the markup, nothing more. */
const isLineEdge = (tagName: string) =>
  BLOCKS.has(tagName) || tagName === 'BR' || tagName === 'TITLE' || tagName === 'STYLE';

function sibling(node: Node, direction: 'previousSibling' | 'nextSibling'): Node | null {
  let next = node[direction];
  while (next && isLayoutOnly(next)) next = next[direction];
  return next;
}

/** Is there a line edge on this side of the text: a block, a `<br>`, or the end of a block? */
function atLineEdge(node: Node, direction: 'previousSibling' | 'nextSibling'): boolean {
  const beside = sibling(node, direction);
  if (beside === null) return isLineEdge(node.parentElement?.tagName ?? 'BODY');
  return beside instanceof Element && isLineEdge(beside.tagName);
}

/** A text's words as laid out: runs of spaces one space, none where a line starts or ends. */
function laidOutText(node: Node): string {
  let text = collapse(node.textContent ?? '');
  if (atLineEdge(node, 'previousSibling')) text = text.trimStart();
  if (atLineEdge(node, 'nextSibling')) text = text.trimEnd();
  return text;
}

function outlineOf(node: Node, depth: number): string[] {
  const indent = '  '.repeat(depth);
  if (isLayoutOnly(node)) return [];
  if (node.nodeType === node.TEXT_NODE) return [indent + JSON.stringify(laidOutText(node))];
  if (!(node instanceof Element)) return [];
  return [
    `${indent}<${node.tagName.toLowerCase()}${attributesOf(node)}>`,
    ...[...node.childNodes].flatMap((child) => outlineOf(child, depth + 1)),
  ];
}

/**
 * The document as a mail app or browser builds it: doctype, then every element with its
 * attributes (inline styles as the declarations that apply) and text, one per line, indented.
 */
export function markupOutline(html: string): string {
  const document = parse(html);
  const doctype = document.doctype ? `<!doctype ${document.doctype.name}>` : '(no doctype)';
  return [doctype, ...outlineOf(document.documentElement, 0)].join('\n');
}

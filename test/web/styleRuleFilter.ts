/*
 * What a CSS selector asks of the element it styles, read from its text: the web tests' style-rule index
 * (styleRuleIndex.ts) files each rule under a class or an element name it needs, and rules out with a string check
 * the candidates that lack one, before jsdom's selector engine. Almost every one of MUI's Emotion rules ends in a
 * class the element does not have. A selector too complex to read here is left to jsdom.
 */

/** What an element asks of a compound selector: its element name (lower case, or '' for any) and classes (lower case, as ` name `). */
interface Compound {
  tag: string;
  classes: string[];
}

/**
 * What an element must have for a selector's rightmost compound to match it, per selector of the list: its own name
 * and classes; where those ask nothing (`.stack > :not(style)`), what its parent must have, if the selector says; and
 * a child it must have (`.a:has(> .b)`). Null when the selector is not simple enough to tell.
 */
interface Needs {
  alternatives: Array<Compound & { parent?: Compound; child?: Compound }>;
}

/** An attribute selector, strings and all: it asks nothing of names or classes, and could hide a comma or a dot. */
const attributeSelectors = /\[(?:[^\]"'\\]|"[^"\\]*"|'[^'\\]*')*\]/g;
/** Escapes, namespaces and whatever strings are left are left to jsdom. */
const tooComplex = /[[\]\\"'|]/;
/** A pseudo-class's argument, innermost first: `:not(.a)` asks nothing of the element's own classes, `:has(> .b)` of another element's. */
const innermostArgument = /\([^()]*\)/g;
const leadingTag = /^[a-zA-Z][\w-]*/;
const classNames = /\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g;
const isCombinator = (char: string) => char === ' ' || char === '>' || char === '+' || char === '~' || char === '\n' || char === '\t';

function withoutArguments(text: string): string {
  let outer = text;
  let previous;
  do {
    previous = outer;
    outer = outer.replace(innermostArgument, '');
  } while (outer !== previous);
  return outer;
}

/** The text cut at the characters `isSeparator` accepts outside parentheses. */
function splitOutside(text: string, isSeparator: (char: string) => boolean): string[] {
  const pieces = [''];
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && isSeparator(char)) pieces.push('');
    else pieces[pieces.length - 1] += char;
  }
  return pieces;
}

function compoundOf(text: string): Compound {
  return {
    tag: (text.match(leadingTag)?.[0] ?? '').toLowerCase(),
    classes: [...text.matchAll(classNames)].map((match) => ` ${match[1].toLowerCase()} `),
  };
}

const asksNothing = (compound: Compound) => compound.tag === '' && compound.classes.length === 0;

/** What `:has(> .b ...)` in the compound asks of a child; nothing for any other argument. */
function childOf(compound: string): Compound | undefined {
  const at = compound.indexOf(':has(');
  if (at === -1) return undefined;
  const argument = splitOutside(compound.slice(at + ':has'.length), (char) => char === ')')[0]!.slice(1).trim();
  if (!argument.startsWith('>')) return undefined;
  const first = splitOutside(argument.slice(1).trim(), isCombinator)[0]!;
  const child = compoundOf(withoutArguments(first));
  return asksNothing(child) ? undefined : child;
}

/** One selector of a list, its attributes taken out: its rightmost compound, its parent's where that asks nothing, and a child it must have. */
function alternativeOf(complex: string): Compound & { parent?: Compound; child?: Compound } {
  const compounds = splitOutside(complex.trim(), isCombinator).filter(Boolean);
  const child = childOf(compounds[compounds.length - 1] ?? '');
  const withChild = <T extends object>(found: T) => (child ? { ...found, child } : found);
  // Compounds and combinators alternate: ['.a', '>', ':not', '~', ':not'].
  const parts = withoutArguments(complex).trim().replace(/\s*([>+~])\s*/g, '$1').replace(/\s+/g, ' ').split(/([>+~ ])/);
  const rightmost = compoundOf(parts[parts.length - 1] ?? '');
  if (!asksNothing(rightmost)) return withChild(rightmost);
  // A sibling (`~`, `+`) has the same parent; the first child combinator (`>`) names it.
  let at = parts.length - 2;
  while (parts[at] === '~' || parts[at] === '+') at -= 2;
  if (parts[at] !== '>') return withChild(rightmost);
  const parent = compoundOf(parts[at - 1] ?? '');
  return withChild(asksNothing(parent) ? rightmost : { ...rightmost, parent });
}

const needsBySelector = new Map<string, Needs | null>();

export function needsOf(selector: string): Needs | null {
  let needs = needsBySelector.get(selector);
  if (needs !== undefined) return needs;
  needs = null;
  const readable = selector.replace(attributeSelectors, '');
  if (!tooComplex.test(readable)) needs = { alternatives: splitOutside(readable, (char) => char === ',').map(alternativeOf) };
  needsBySelector.set(selector, needs);
  return needs;
}

/** jsdom's element as its internals see it: enough to read its name, class attribute and children. */
export interface ElementImpl {
  _localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
  readonly firstElementChild: ElementImpl | null;
  readonly nextElementSibling: ElementImpl | null;
}

/** A class attribute read once: its distinct classes, lower case, and the same as ` a b c ` for a substring check. */
interface ClassAttribute {
  names: string[];
  list: string;
}

const noClasses: ClassAttribute = { names: [], list: ' ' };
/** A page has few distinct class attributes, and every element's is read for each rule it is tried against. */
const classAttributes = new Map<string, ClassAttribute>();

function classAttributeOf(attribute: string | null): ClassAttribute {
  if (!attribute) return noClasses;
  let read = classAttributes.get(attribute);
  if (read === undefined) {
    const names = [...new Set(attribute.toLowerCase().split(/[\t\n\f\r ]+/).filter(Boolean))];
    read = { names, list: ` ${names.join(' ')} ` };
    classAttributes.set(attribute, read);
  }
  return read;
}

/** An element's distinct classes, lower case. */
export const classNamesOf = (element: ElementImpl): string[] => classAttributeOf(element.getAttributeNS(null, 'class')).names;

function has(element: ElementImpl, { tag, classes: wanted }: Compound): boolean {
  if (tag !== '' && tag !== element._localName.toLowerCase()) return false;
  if (wanted.length === 0) return true;
  const classes = classAttributeOf(element.getAttributeNS(null, 'class')).list;
  return wanted.every((className) => classes.includes(className));
}

function hasChild(element: ElementImpl, compound: Compound): boolean {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) if (has(child, compound)) return true;
  return false;
}

/**
 * False only when the selector cannot match the element: no selector of the list has its name and all of its classes
 * (and the child it asks for). Compared without case, so a quirks-mode page (classes matched without case) is never
 * answered wrongly either.
 */
export function mayMatch(element: ElementImpl, selector: unknown): boolean {
  // A rule without a selector (@font-face, @keyframes) goes to jsdom as before.
  if (typeof selector !== 'string') return true;
  const needs = needsOf(selector);
  if (!needs) return true;
  return needs.alternatives.some((alternative) => has(element, alternative) && (!alternative.child || hasChild(element, alternative.child)));
}

/*
 * jsdom works out an element's style (getComputedStyle: Testing Library's visibility checks and accessible names ask
 * for it on nearly every element a query looks at) by running every CSS rule of the page through its selector engine,
 * and it forgets all of it at each DOM change. With MUI's hundreds of Emotion rules that was a third of a whole-app
 * test's time. Almost every one of those rules ends in a class the element does not have, which a string check
 * shows without the engine: this filter answers "no match" for those and hands every other rule to jsdom as before,
 * so the styles jsdom computes are the same.
 *
 * Loaded by the web project's test environment before jsdom (test/web/environment.ts), since jsdom's style code takes
 * its matcher once, when it loads.
 */

/** What an element must have for a selector's rightmost compound to match it; null when the selector is not simple enough to tell. */
interface Needs {
  /** Per selector of the list: its element name (lower case, or '' for any) and classes (lower case, as ` name `). */
  alternatives: Array<{ tag: string; classes: string[] }>;
}

/** Attribute selectors, strings, escapes and namespaces are left to jsdom (they could hide a comma or a dot). */
const tooComplex = /[[\]\\"'|]/;
/** A pseudo-class's argument, innermost first: `:not(.a)` asks nothing of the element's own classes, `:has(> .b)` of another element's. */
const innermostArgument = /\([^()]*\)/g;
const combinators = /[\s>+~]+/;
const leadingTag = /^[a-zA-Z][\w-]*/;
const classNames = /\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g;

const needsBySelector = new Map<string, Needs | null>();

export function needsOf(selector: string): Needs | null {
  let needs = needsBySelector.get(selector);
  if (needs !== undefined) return needs;
  needs = null;
  if (!tooComplex.test(selector)) {
    let outer = selector;
    let previous;
    do {
      previous = outer;
      outer = outer.replace(innermostArgument, '');
    } while (outer !== previous);
    const alternatives = outer.split(',').map((complex) => {
      const compounds = complex.trim().split(combinators);
      const rightmost = compounds[compounds.length - 1] ?? '';
      return {
        tag: (rightmost.match(leadingTag)?.[0] ?? '').toLowerCase(),
        classes: [...rightmost.matchAll(classNames)].map((match) => ` ${match[1].toLowerCase()} `),
      };
    });
    needs = { alternatives };
  }
  needsBySelector.set(selector, needs);
  return needs;
}

/** jsdom's element as its internals see it: enough to read its name and class attribute. */
export interface ElementImpl {
  _localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}

const classListsByAttribute = new Map<string, string>();

/** An element's classes as ` a b c `, lower case, for a substring check; a page has few distinct class attributes. */
function classListOf(attribute: string | null): string {
  if (!attribute) return ' ';
  let classes = classListsByAttribute.get(attribute);
  if (classes === undefined) {
    classes = ` ${attribute.toLowerCase().trim().split(/[\t\n\f\r ]+/).join(' ')} `;
    classListsByAttribute.set(attribute, classes);
  }
  return classes;
}

/**
 * False only when the selector cannot match the element: no selector of the list has its name and all of its classes.
 * Compared without case, so a quirks-mode page (classes matched without case) is never answered wrongly either.
 */
export function mayMatch(element: ElementImpl, selector: unknown): boolean {
  // A rule without a selector (@font-face, @keyframes) goes to jsdom as before.
  if (typeof selector !== 'string') return true;
  const needs = needsOf(selector);
  if (!needs) return true;
  const classes = classListOf(element.getAttributeNS(null, 'class'));
  const name = element._localName.toLowerCase();
  return needs.alternatives.some(
    ({ tag, classes: wanted }) => (tag === '' || tag === name) && wanted.every((className) => classes.includes(className)),
  );
}

type Matcher = (element: ElementImpl, selector: unknown) => boolean;
const installed = Symbol.for('libos.styleRuleFilter');

/** Puts the filter in front of jsdom's matcher for style rules; once per process. */
export function installStyleRuleFilter(): void {
  // jsdom's internal module (no types, not in its API), changed before jsdom's style code loads it.
  const selectors = require('jsdom/lib/jsdom/living/helpers/selectors.js') as { matchesDontThrow: Matcher; [installed]?: true };
  if (selectors[installed]) return;
  const matches = selectors.matchesDontThrow;
  selectors.matchesDontThrow = (element, selector) => mayMatch(element, selector) && matches(element, selector);
  selectors[installed] = true;
}

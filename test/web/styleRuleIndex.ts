import { classNamesOf, mayMatch, needsOf, type ElementImpl } from './styleRuleFilter';

/*
 * jsdom works out an element's style (getComputedStyle: Testing Library's visibility checks and accessible names ask
 * for it on nearly every element a query looks at, user-event for pointer-events on every click) by running every
 * CSS rule of the page past the element, and forgets it all at each DOM change. MUI's Emotion puts a few thousand
 * rules on a page, so that loop was a third of a web test's time even with the cheap class check in front of
 * jsdom's selector engine (styleRuleFilter.ts).
 *
 * This keeps jsdom's rules and their order, but looks them up: each rule is filed under a class or element name its
 * selector needs of the element (or of its parent, `.stack > :not(style)`), so an element is tried only against the
 * rules filed under its own and its parent's classes and names and the few that need none. The candidates are
 * applied in the page's order, through the same selector engine, to the same declaration jsdom builds: the styles
 * computed are jsdom's. The index is brought up to date once per jsdom style generation (jsdom starts a new one at
 * every DOM change, style elements included), adding only the sheets added since, which is all Emotion does.
 *
 * jsdom's resolved values (visibility, pointer-events and the colours, each walking up the ancestors and parsing
 * colours anew) are worked out as jsdom does and kept per element for the same generation, as jsdom keeps the
 * declarations.
 *
 * Installed by the web project's test environment before jsdom loads (test/web/environment.ts): jsdom's window takes
 * these two functions from its style module once, when it loads.
 */

/** jsdom's parsed CSS, as far as this reads it (rrweb-cssom's objects; jsdom's internals have no types). */
export interface Rule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  style: Declaration;
}
export interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface Declaration extends ArrayLike<string> {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
}
/** What the index reads of an element: its name, classes and parent. */
export interface IndexedElement extends ElementImpl {
  readonly parentElement: IndexedElement | null;
}
interface StyledElement extends IndexedElement {
  _ownerDocument: { _styleCache: WeakMap<object, Declaration> | null; styleSheets: { _list: Sheet[] } };
  style: Declaration;
  readonly parentElement: StyledElement | null;
}

interface FiledRule {
  order: number;
  rule: Rule;
}

/**
 * Where a rule is filed: per selector of its list, under a class the element needs, else its element name, else a
 * class or name of the parent it needs (`>.stack`), else everywhere. A rule without a selector (@keyframes,
 * @font-face) goes to jsdom's engine as `undefined`, an element name.
 */
function keysOf(rule: Rule): string[] {
  if (typeof rule.selectorText !== 'string') return ['undefined'];
  const needs = needsOf(rule.selectorText);
  if (!needs) return ['*'];
  return needs.alternatives.map(({ tag, classes, parent }) => {
    if (classes.length) return `.${classes[0]!.trim()}`;
    if (tag) return tag;
    if (parent?.classes.length) return `>.${parent.classes[0]!.trim()}`;
    if (parent?.tag) return `>${parent.tag}`;
    return '*';
  });
}

/** A sheet's rules as jsdom reads them: a media rule's own rules if it is for screens, else none of them. */
export function rulesOf(sheet: Sheet): Rule[] {
  const rules: Rule[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) rules.push(...Array.from(rule.cssRules ?? []));
    } else {
      rules.push(rule);
    }
  }
  return rules;
}

export class RuleIndex {
  private sheets: Sheet[] = [];
  private lengths: number[] = [];
  private filed = new Map<string, FiledRule[]>();
  private count = 0;
  private generation: object | null = null;

  constructor(private readonly defaultSheet: Sheet) {
    this.add(defaultSheet);
  }

  /** The index for the page's sheets as they are in this style generation. */
  update(generation: object, sheets: Sheet[]): void {
    if (generation === this.generation) return;
    this.generation = generation;
    const kept = this.sheets.length;
    const stillPrefix =
      sheets.length >= kept && this.sheets.every((sheet, index) => sheets[index] === sheet && sheet.cssRules.length === this.lengths[index]);
    if (!stillPrefix) {
      this.sheets = [];
      this.lengths = [];
      this.filed = new Map();
      this.count = 0;
      this.add(this.defaultSheet);
      this.track(sheets);
    } else {
      this.track(sheets.slice(kept));
    }
  }

  private track(sheets: Sheet[]): void {
    for (const sheet of sheets) {
      this.sheets.push(sheet);
      this.lengths.push(sheet.cssRules.length);
      this.add(sheet);
    }
  }

  private add(sheet: Sheet): void {
    for (const rule of rulesOf(sheet)) {
      const filedRule = { order: this.count++, rule };
      for (const key of new Set(keysOf(rule))) {
        let list = this.filed.get(key);
        if (!list) this.filed.set(key, (list = []));
        list.push(filedRule);
      }
    }
  }

  /** The rules that may match the element, in the page's order. */
  candidates(element: IndexedElement): Rule[] {
    const lists = [this.filed.get('*')];
    const addFiled = (prefix: string, named: IndexedElement) => {
      lists.push(this.filed.get(prefix + named._localName.toLowerCase()));
      for (const className of classNamesOf(named)) lists.push(this.filed.get(`${prefix}.${className}`));
    };
    addFiled('', element);
    if (element.parentElement) addFiled('>', element.parentElement);
    const found = new Map<number, Rule>();
    for (const list of lists) for (const { order, rule } of list ?? []) found.set(order, rule);
    return [...found.keys()].sort((a, b) => a - b).map((order) => found.get(order)!);
  }
}

type Matcher = (element: ElementImpl, selector: unknown) => boolean;
interface StyleRules {
  getDeclarationForElement(element: StyledElement): Declaration;
  getResolvedValue(element: StyledElement, property: string): string;
  propertiesWithResolvedValueImplemented: Record<string, { inherited: boolean; initial: string; computedValue: string }>;
}
interface Colors {
  getSpecifiedColor(value: string): string;
  getComputedOrUsedColor(value: string): string;
}

/** A pure function of a string, answering each string once. */
function remembered(answer: (value: string) => string): (value: string) => string {
  const answers = new Map<string, string>();
  return (value) => {
    let found = answers.get(value);
    if (found === undefined) answers.set(value, (found = answer(value)));
    return found;
  };
}
const installed = Symbol.for('libos.styleRuleIndex');

/** Puts the index in jsdom's style module; once per process, before jsdom's window loads it. */
export function installStyleRuleIndex(): void {
  // jsdom's internal modules (no types, not in its API).
  const styleRules = require('jsdom/lib/jsdom/living/helpers/style-rules.js') as StyleRules & { [installed]?: true };
  if (styleRules[installed]) return;
  const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors.js') as { matchesDontThrow: Matcher };
  const { CSSStyleDeclaration } = require('cssstyle') as { CSSStyleDeclaration: new () => Declaration };
  const cssom = require('rrweb-cssom') as { parse(text: string): Sheet };
  const defaultStyleSheet = require('jsdom/lib/jsdom/browser/default-stylesheet') as string;

  const index = new RuleIndex(cssom.parse(defaultStyleSheet));

  // As jsdom's own getDeclarationForElement, with the rules looked up instead of all tried.
  styleRules.getDeclarationForElement = (element) => {
    const document = element._ownerDocument;
    const styleCache = (document._styleCache ??= new WeakMap());
    const cached = styleCache.get(element);
    if (cached) return cached;
    index.update(styleCache, document.styleSheets._list);

    const declaration = new CSSStyleDeclaration();
    const handleProperty = (style: Declaration, property: string) => {
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    for (const rule of index.candidates(element)) {
      if (mayMatch(element, rule.selectorText) && matchesDontThrow(element, rule.selectorText)) {
        Array.prototype.forEach.call(rule.style, (property: string) => handleProperty(rule.style, property));
      }
    }
    Array.prototype.forEach.call(element.style, (property: string) => handleProperty(element.style, property));
    styleCache.set(element, declaration);
    return declaration;
  };

  // As jsdom's getResolvedValue (its computed value), remembered per element and generation as the declarations
  // are: an inherited property asks each ancestor in turn, and a colour is parsed every time.
  const { getSpecifiedColor, getComputedOrUsedColor } = require('jsdom/lib/jsdom/living/helpers/colors.js') as Colors;
  const specifiedColor = remembered(getSpecifiedColor);
  const computedColor = remembered(getComputedOrUsedColor);
  const properties = styleRules.propertiesWithResolvedValueImplemented;
  const computedByGeneration = new WeakMap<object, WeakMap<StyledElement, Map<string, string>>>();

  const specifiedValue = (element: StyledElement, property: string): string => {
    const { initial, inherited, computedValue } = properties[property]!;
    const cascade = styleRules.getDeclarationForElement(element).getPropertyValue(property);
    if (cascade !== '') return computedValue === 'computed-color' ? specifiedColor(cascade) : cascade;
    if (inherited && element.parentElement !== null) return computed(element.parentElement, property);
    return initial;
  };
  const computeValue = (element: StyledElement, property: string): string => {
    const { computedValue, initial } = properties[property]!;
    if (computedValue === 'as-specified') return specifiedValue(element, property);
    if (computedValue !== 'computed-color') throw new TypeError(`Internal error: unrecognized computed value instruction '${computedValue}'`);
    const specified = specifiedValue(element, property);
    if (specified !== 'currentcolor') return computedColor(specified);
    if (property !== 'color') return computed(element, 'color');
    return element.parentElement !== null ? computed(element.parentElement, 'color') : initial;
  };
  const computed = (element: StyledElement, property: string): string => {
    styleRules.getDeclarationForElement(element);
    const generation = element._ownerDocument._styleCache!;
    let byElement = computedByGeneration.get(generation);
    if (!byElement) computedByGeneration.set(generation, (byElement = new WeakMap()));
    let values = byElement.get(element);
    if (!values) byElement.set(element, (values = new Map()));
    let value = values.get(property);
    if (value === undefined) values.set(property, (value = computeValue(element, property)));
    return value;
  };
  styleRules.getResolvedValue = computed;

  styleRules[installed] = true;
}

import { render } from '@testing-library/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import NativeSelect from '@mui/material/NativeSelect';
import TextField from '@mui/material/TextField';
import { mayMatch, needsOf } from '../../test/web/styleRuleFilter';
import { RuleIndex, rulesOf, type IndexedElement, type Sheet } from '../../test/web/styleRuleIndex';

/*
 * The web tests' style-rule filter and index (test/web/styleRuleFilter.ts, styleRuleIndex.ts) may only ever leave out
 * a rule that cannot match: checked here against jsdom's own selector engine for every rule MUI puts on the page and a
 * set of awkward selectors, on every element of a page of MUI components.
 */

const awkward = [
  '.a',
  'span.a',
  'DIV.A',
  '.a .b',
  '.a > .b + .c ~ .d',
  '.a, .b',
  '.a:not(.b)',
  '.a:has(> .b)',
  ':is(.a, .b) .c',
  '*',
  'div',
  '.a::before',
  '[data-x="1,.a"]',
  '.a:nth-child(2n + 1)',
  '.MuiInputBase-root:has(> select)',
  '.a:has(> .b)',
  '.a:has(> .c ~ .b)',
  '.a:has(.b)',
  'div:has(> span.c)',
  '.b.a',
  'span[class="c A"]',
  'div[data-x="1,.a"] > .MuiButton-root',
  '.a > :not(style)',
  '.a > :not(style) ~ :not(style)',
  '.a>*:nth-of-type(1)',
  '.b :not(style)',
  '.d + .e > *',
];

/** As jsdom's style code asks: a selector its engine cannot read matches nothing. */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

function asImpl(element: Element): IndexedElement {
  return {
    _localName: element.localName,
    getAttributeNS: (namespace, name) => element.getAttributeNS(namespace, name),
    get firstElementChild() {
      return element.firstElementChild && asImpl(element.firstElementChild);
    },
    get nextElementSibling() {
      return element.nextElementSibling && asImpl(element.nextElementSibling);
    },
    get parentElement() {
      return element.parentElement && asImpl(element.parentElement);
    },
  };
}

function selectorsOf(rules: CSSRuleList): string[] {
  return [...rules].flatMap((rule) => {
    if (rule instanceof CSSStyleRule) return [rule.selectorText];
    if ('cssRules' in rule) return selectorsOf((rule as CSSGroupingRule).cssRules);
    return [];
  });
}

function Page() {
  return (
    <div className="a">
      <span className="b">one</span>
      <span className="c A">two</span>
      <div className="b a d" data-x="1,.a">
        <Button variant="contained">Saqlash</Button>
        <TextField label="Nomi" error helperText="Kerak" />
        <NativeSelect value="1" onChange={() => undefined} inputProps={{ 'aria-label': 'Rang' }}>
          <option value="1">Qizil</option>
        </NativeSelect>
        <Chip label="Yangi" onDelete={() => undefined} />
        <Collapse in={false}>
          <p className="d">hidden</p>
        </Collapse>
      </div>
    </div>
  );
}

describe('the style-rule filter of the web tests', () => {
  it('never rules out a selector that matches, for every rule on a page of MUI components', () => {
    const { container } = render(<Page />);
    const selectors = [...new Set([...[...document.styleSheets].flatMap((sheet) => selectorsOf(sheet.cssRules)), ...awkward])];
    const elements = [container, ...container.querySelectorAll('*')];
    expect(selectors.length).toBeGreaterThan(50);

    const wronglyRuledOut: string[] = [];
    let ruledOut = 0;
    for (const element of elements) {
      for (const selector of selectors) {
        if (mayMatch(asImpl(element), selector)) continue;
        ruledOut += 1;
        if (matches(element, selector)) wronglyRuledOut.push(`${selector} on <${element.localName} class="${element.className}">`);
      }
    }
    expect(wronglyRuledOut).toEqual([]);
    // It has to rule most pairs out to be worth having.
    expect(ruledOut).toBeGreaterThan((elements.length * selectors.length) / 2);
  });

  it('offers every element every rule that matches it, in the order of the page', () => {
    const { container } = render(<Page />);
    const awkwardSheet = new CSSStyleSheet();
    awkward.forEach((selector, at) => awkwardSheet.insertRule(`${selector} { --awkward: ${at}; }`, at));
    const sheets = [...document.styleSheets, awkwardSheet] as unknown as Sheet[];
    const rules = sheets.flatMap(rulesOf);
    const index = new RuleIndex({ cssRules: [] });
    index.update({}, sheets);

    const missing: string[] = [];
    let left = 0;
    for (const element of [container, ...container.querySelectorAll('*')]) {
      const candidates = index.candidates(asImpl(element));
      const positions = candidates.map((rule) => rules.indexOf(rule));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      left += rules.length - candidates.length;
      for (const rule of rules) {
        if (typeof rule.selectorText === 'string' && matches(element, rule.selectorText) && !candidates.includes(rule)) {
          missing.push(`${rule.selectorText} on <${element.localName} class="${element.className}">`);
        }
      }
    }
    expect(rules.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    expect(left).toBeGreaterThan(0);
  });

  it('reads what a selector asks of the element, its parent and a child, and leaves what it cannot read to jsdom', () => {
    expect(needsOf('.a\\:b')).toBeNull();
    expect(needsOf('svg|a')).toBeNull();
    expect(needsOf('.a:not(.b), span.c')).toEqual({ alternatives: [{ tag: '', classes: [' a '] }, { tag: 'span', classes: [' c '] }] });
    expect(needsOf('input[type="a,.b"], [hidden]')).toEqual({ alternatives: [{ tag: 'input', classes: [] }, { tag: '', classes: [] }] });
    expect(needsOf('.Stack > :not(style) ~ :not(style)')).toEqual({
      alternatives: [{ tag: '', classes: [], parent: { tag: '', classes: [' stack '] } }],
    });
    expect(needsOf('.a :not(style)')).toEqual({ alternatives: [{ tag: '', classes: [] }] });
    expect(needsOf('.Root:has(> .b ~ .c), .d:has(.e)')).toEqual({
      alternatives: [
        { tag: '', classes: [' root '], child: { tag: '', classes: [' b '] } },
        { tag: '', classes: [' d '] },
      ],
    });
  });

  it('keeps what jsdom computes: a collapsed section is hidden, its neighbours are not', () => {
    const { getByText } = render(<Page />);
    expect(getByText('hidden')).not.toBeVisible();
    expect(getByText('one')).toBeVisible();
  });
});

import { render } from '@testing-library/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import NativeSelect from '@mui/material/NativeSelect';
import TextField from '@mui/material/TextField';
import { mayMatch, needsOf, type ElementImpl } from '../../test/web/styleRuleFilter';

/*
 * The web tests' style-rule filter (test/web/styleRuleFilter.ts) may only ever rule out a selector that cannot match:
 * checked here against jsdom's own selector engine for every rule MUI puts on the page and a set of awkward selectors,
 * on every element of a page of MUI components.
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
  '.b.a',
];

/** As jsdom's style code asks: a selector its engine cannot read matches nothing. */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

function asImpl(element: Element): ElementImpl {
  return { _localName: element.localName, getAttributeNS: (namespace, name) => element.getAttributeNS(namespace, name) };
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

  it('leaves selectors it cannot read to jsdom', () => {
    expect(needsOf('[data-x="1,.a"]')).toBeNull();
    expect(needsOf('.a\\:b')).toBeNull();
    expect(needsOf('svg|a')).toBeNull();
    expect(needsOf('.a:not(.b), span.c')).toEqual({ alternatives: [{ tag: '', classes: [' a '] }, { tag: 'span', classes: [' c '] }] });
  });

  it('keeps what jsdom computes: a collapsed section is hidden, its neighbours are not', () => {
    const { getByText } = render(<Page />);
    expect(getByText('hidden')).not.toBeVisible();
    expect(getByText('one')).toBeVisible();
  });
});

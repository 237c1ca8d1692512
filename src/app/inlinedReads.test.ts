type InlinedReads = typeof import('./inlinedReads');

/** A fresh module (it reads the page once) over a page whose HTML answered `answers`. */
function pageWith(answers: Record<string, unknown>): InlinedReads {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'libos-api-data';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
  let module: InlinedReads | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<InlinedReads>('./inlinedReads');
  });
  return module!;
}

afterEach(() => jest.restoreAllMocks());

describe('reads the HTML answered', () => {
  it('answers each once, then leaves it to the network, and takes the block out of the page', () => {
    const { takeInlinedRead } = pageWith({ '/api/homePage/getHomePage': { banners: [] } });
    expect(takeInlinedRead('/api/homePage/getHomePage')).toEqual({ banners: [] });
    expect(document.getElementById('libos-api-data')).toBeNull();
    expect(takeInlinedRead('/api/homePage/getHomePage')).toBeUndefined();
    expect(takeInlinedRead('/api/other')).toBeUndefined();
  });

  it('uses nothing once the page has been open a while', () => {
    const { takeInlinedRead } = pageWith({ '/api/a': 1 });
    jest.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(takeInlinedRead('/api/a')).toBeUndefined();
  });

  it('answers nothing on a page without the block', () => {
    let module: InlinedReads | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<InlinedReads>('./inlinedReads');
    });
    expect(module!.takeInlinedRead('/api/a')).toBeUndefined();
  });
});

import { holdEarlyClicks, replayEarlyClicks } from './earlyClicks';

describe('clicks before the shop has started', () => {
  it('keeps a button’s clicks (and a marked picture’s) from before the root exists and gives them back after, in order; links are left alone', () => {
    document.body.innerHTML =
      '<div id="root"><button id="size">37</button><button id="add"><span>Add</span></button><img id="picture" alt="" data-early-click><a id="home" href="#home">Home</a></div><button id="outside">x</button>';
    const root = document.getElementById('root')!;
    const clicked: string[] = [];
    for (const id of ['size', 'add', 'picture', 'home', 'outside']) document.getElementById(id)!.addEventListener('click', () => clicked.push(id));
    // What React leaves on an element it has hydrated.
    const hydrate = (id: string) => Object.assign(document.getElementById(id)!, { __reactProps$test: {} });

    holdEarlyClicks(root);
    document.getElementById('size')!.click();
    document.querySelector('#add span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.getElementById('picture')!.click();
    document.getElementById('home')!.click();
    document.getElementById('outside')!.click();
    expect(clicked).toEqual(['home', 'outside']);

    jest.useFakeTimers();
    replayEarlyClicks();
    // Each waits for its button to be hydrated, and the order holds.
    hydrate('add');
    jest.advanceTimersByTime(100);
    expect(clicked).toEqual(['home', 'outside']);
    hydrate('size');
    jest.advanceTimersByTime(100);
    expect(clicked).toEqual(['home', 'outside', 'size', 'add']);
    hydrate('picture');
    jest.advanceTimersByTime(100);
    expect(clicked).toEqual(['home', 'outside', 'size', 'add', 'picture']);
    jest.useRealTimers();
    // From then on, clicks go straight through, once.
    document.getElementById('size')!.click();
    replayEarlyClicks();
    expect(clicked).toEqual(['home', 'outside', 'size', 'add', 'picture', 'size']);
  });
});

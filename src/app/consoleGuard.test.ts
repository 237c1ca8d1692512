import { expectConsoleError, expectConsoleWarn, takeConsoleProblems } from '../../test/web/consoleGuard';

/* The web tests' console guard (test/web/setup.ts): what fails a test, and how a test announces what it provokes. */
describe('the console guard of the web tests', () => {
  it('counts an unannounced console.error or console.warn against the test, with its text', () => {
    console.error('Warning: %s is not wrapped in act(...)', 'An update to Rating');
    console.warn('careful');

    expect(takeConsoleProblems()).toEqual([
      'console.error: Warning: An update to Rating is not wrapped in act(...)',
      'console.warn: careful',
    ]);
  });

  it('swallows the messages a test announced, at their own level only', () => {
    expectConsoleError(/request failed/);
    expectConsoleWarn(/deprecated/);
    console.error('the request failed: 500');
    console.error('the request failed again: 503');
    console.warn('this option is deprecated');
    console.warn('the request failed, said as a warning');

    expect(takeConsoleProblems()).toEqual(['console.warn: the request failed, said as a warning']);
  });

  it("lets Redux Toolkit's slow-check notices through: they measure the machine's load, not the code", () => {
    console.warn('SerializableStateInvariantMiddleware took 41ms, which is more than the warning threshold of 32ms.');
    console.warn('ImmutableStateInvariantMiddleware took 35ms, which is more than the warning threshold of 32ms.');
    console.error('SerializableStateInvariantMiddleware took 41ms, said as an error');

    expect(takeConsoleProblems()).toEqual(['console.error: SerializableStateInvariantMiddleware took 41ms, said as an error']);
  });

  it('fails a test whose announced message never came', () => {
    expectConsoleError(/never written/);

    expect(takeConsoleProblems()).toEqual(['a console.error matching /never written/ was announced but never came']);
  });
});

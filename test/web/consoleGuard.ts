import { format } from 'node:util';

/*
 * A web test fails when something writes to console.error or console.warn that the test did not announce: React's act()
 * warnings, prop-type and key warnings, a failed request logged by a component. A test that provokes one on purpose
 * says so with expectConsoleError or expectConsoleWarn; an announced message that never comes fails the test too.
 */

type Level = 'error' | 'warn';
type Expectation = { level: Level; pattern: RegExp; seen: boolean };

const levels: readonly Level[] = ['error', 'warn'];
let expectations: Expectation[] = [];
let unexpected: string[] = [];
let spies: jest.SpyInstance[] = [];

/** The test is to write a console.error matching `pattern` (at least once); each matching message is swallowed. */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ level: 'error', pattern, seen: false });
}

/** The test is to write a console.warn matching `pattern` (at least once); each matching message is swallowed. */
export function expectConsoleWarn(pattern: RegExp): void {
  expectations.push({ level: 'warn', pattern, seen: false });
}

/**
 * Redux Toolkit's development checks time themselves and warn when a check took over 32 ms. That says how busy the
 * machine was (two cores running jest workers), not that the code is wrong, so it never fails a test.
 */
const MACHINE_LOAD_NOTICE = /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms/;

function record(level: Level, args: unknown[]): void {
  const message = format(...args);
  if (level === 'warn' && MACHINE_LOAD_NOTICE.test(message)) return;
  const expected = expectations.find((expectation) => expectation.level === level && expectation.pattern.test(message));
  if (expected) expected.seen = true;
  else unexpected.push(`console.${level}: ${message}`);
}

/**
 * What the test has done wrong with the console so far (unannounced messages, announced ones that never came), and
 * a fresh start: the hooks' verdict, and for testing the guard itself.
 */
export function takeConsoleProblems(): string[] {
  const problems = [
    ...unexpected,
    ...expectations
      .filter((expectation) => !expectation.seen)
      .map((expectation) => `a console.${expectation.level} matching ${String(expectation.pattern)} was announced but never came`),
  ];
  expectations = [];
  unexpected = [];
  return problems;
}

/** Registers the hooks: a spy on each level before every test, the verdict after it. */
export function guardConsole(): void {
  beforeEach(() => {
    takeConsoleProblems();
    spies = levels.map((level) => jest.spyOn(console, level).mockImplementation((...args: unknown[]) => record(level, args)));
  });

  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    spies = [];
    const problems = takeConsoleProblems();
    if (problems.length > 0) throw new Error(`The test wrote to the console unexpectedly:\n\n${problems.join('\n\n')}`);
  });
}

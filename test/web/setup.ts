import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// jsdom has no Fetch API (Request, Response, Headers, fetch); RTK Query's fetchBaseQuery needs it.
import 'whatwg-fetch';
import { TextDecoder, TextEncoder } from 'node:util';
import * as React from 'react';
import { guardConsole } from './consoleGuard';
import { clearCookies, rejectUnmockedFetch } from './fetchMock';
import { guardMockContract } from './mockContract';
import { resetScreen } from './screen';

// Lazy page chunks and retried queries take longer than the default second on a busy two-core machine, and a staff
// section's first lazy import (its MUI modules compiled on first use) took over 5 s under load. Only a failing wait
// waits this long.
configure({ asyncUtilTimeout: 15_000 });

// react-router encodes with TextEncoder, which jsdom does not provide either.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom lays nothing out and only logs "not implemented"; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

/*
 * React's development build captures a stack trace and a console task for each element it creates (up to 10 000 a
 * second), the "owner stacks" React DevTools and its warnings' component traces show. No test reads them, and in the
 * tests that type into forms they were a sixth of the CPU: the counter React checks against that limit is held past
 * it, so elements are created without them. React's warnings themselves are unchanged.
 */
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.POSITIVE_INFINITY, set: () => undefined });
}

// An unannounced console.error or console.warn fails the test (expectConsoleError announces one).
guardConsole();
// A mocked API answer the server could not send fails the test (contract/openapi.json).
guardMockContract();

beforeEach(() => {
  rejectUnmockedFetch();
});

afterEach(() => {
  window.localStorage.clear();
  clearCookies();
  resetScreen();
  jest.useRealTimers();
});

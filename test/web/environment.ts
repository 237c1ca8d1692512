import { installStyleRuleFilter } from './styleRuleFilter';

// Before jsdom loads: its style code takes the matcher it finds then (test/web/styleRuleFilter.ts).
installStyleRuleFilter();

// Required, not imported: an import would be hoisted above the filter's installation.
const { TestEnvironment } = require('jest-environment-jsdom') as typeof import('jest-environment-jsdom');

/** The web project's test environment: jest's jsdom, with style rules a cheap check rules out kept away from its selector engine. */
export default TestEnvironment;

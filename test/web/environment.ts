import { installStyleRuleIndex } from './styleRuleIndex';

// Before jsdom loads: its window takes the style functions it finds then (test/web/styleRuleIndex.ts).
installStyleRuleIndex();

// Required, not imported: an import would be hoisted above the index's installation.
const { TestEnvironment } = require('jest-environment-jsdom') as typeof import('jest-environment-jsdom');

/**
 * The device's own zone in the web tests: far from Tashkent (UTC-5/-4, with summer time), so a screen that shows the
 * device's clock instead of the shop's (src/components/shopTime.ts) fails. Set in the worker's process (Node reads
 * TZ when it changes) for each web file, and put back after it, since a worker runs the server's files too.
 */
const DEVICE_ZONE = 'America/New_York';

/** The web project's test environment: jest's jsdom, with its style rules looked up by class instead of all tried on every element. */
export default class WebTestEnvironment extends TestEnvironment {
  private zoneBefore: string | undefined;

  override async setup(): Promise<void> {
    this.zoneBefore = process.env.TZ;
    process.env.TZ = DEVICE_ZONE;
    await super.setup();
  }

  override async teardown(): Promise<void> {
    await super.teardown();
    if (this.zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = this.zoneBefore;
  }
}

/*
 * `npm start` builds the shop in a process of its own while this one migrates and seeds the database
 * (server/start.ts); the server reads the build (dist/) when it makes its app, so it waits here first. Without a
 * build under way (`npm run serve`, a build that was up to date) there is nothing to wait for.
 */
let building: Promise<void> = Promise.resolve();

export function waitForWebBuild(build: Promise<void>): void {
  // A build that fails while the database is still being seeded is reported when the server comes to wait for it.
  build.catch(() => undefined);
  building = build;
}

export function webBuilt(): Promise<void> {
  return building;
}

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives a plugin the name Fastify shows for it in its plugin tree and errors. An unnamed plugin Fastify names by
 * searching every loaded module for the one that exports it, twice per registration: some 1 400 modules for each of
 * about 70 plugins at every start, and in the tests, where jest's module cache is a proxy, about a sixth of building
 * the app. A named one skips the search.
 */
export function named<Plugin extends object>(plugin: Plugin, name: string): Plugin {
  return Object.assign(plugin, { [DISPLAY_NAME]: name });
}

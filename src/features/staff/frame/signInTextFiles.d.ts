/*
 * A texts file imported with the query `?sign-in` (signInTexts.ts): to webpack a module of its own beside the file's
 * plain import, so that it keeps only the keys the sign-in reads, whatever the other importers use of the file. Typed
 * unknown here: signInTexts.ts reads it as the file's own type (`import type`).
 */
declare module '*.json?sign-in' {
  const texts: unknown;
  export default texts;
}

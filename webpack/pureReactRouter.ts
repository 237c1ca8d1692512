import type { LoaderContext } from 'webpack';

/*
 * A webpack loader for react-router's production build (webpack.config.ts). Its components and contexts are made by
 * top-level calls (`var NavLink = React.forwardRef(...)`, then `NavLink.displayName = "NavLink"`) that carry no
 * `@__PURE__` mark, so the minifier must keep every one of them, and what they use, whether the shop uses it or not:
 * NavLink, Form and its submission code, the data router's contexts (about 6 KB of the first load, 1.9 KB gzip). This
 * marks those calls pure and moves each name into its declaration, which changes nothing that runs: a component the
 * shop uses is built and named as before; one it does not use is no longer built at all.
 */

/** Where webpack.config.ts finds this loader. */
export const pureReactRouterLoader = __filename;

// A top-level declaration made by one of React's pure factories, up to the end of its call and the assignment of
// its name that follows at once; the call ends before the next top-level declaration.
const namedDeclaration = /^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo))\(((?:(?!\n(?:var|let|const|function|class) )[\s\S])*?)\);\n\1\.displayName = ("[^"\n]*");$/gm;
// The same without a name: only the call needs its mark.
const plainDeclaration = /^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm;

const withDisplayName = '__reactRouterWithDisplayName';

export default function pureReactRouter(this: LoaderContext<object>, source: string): string {
  let marked = 0;
  const output = source
    .replace(namedDeclaration, (_whole, name: string, factory: string, args: string, displayName: string) => {
      marked += 1;
      return `var ${name} = /* @__PURE__ */ ${withDisplayName}(/* @__PURE__ */ ${factory}(${args}), ${displayName});`;
    })
    .replace(plainDeclaration, (_whole, name: string, factory: string) => {
      marked += 1;
      return `var ${name} = /* @__PURE__ */ ${factory}(`;
    });
  // A release laid out otherwise: the build still works, only larger (the bench's size target says by how much).
  if (marked === 0 && source.includes('.forwardRef(')) this.emitWarning(new Error(`pureReactRouter: no component declarations found in ${this.resourcePath}`));
  return `${output}\nfunction ${withDisplayName}(made, displayName) {\n  made.displayName = displayName;\n  return made;\n}\n`;
}

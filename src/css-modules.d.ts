/** A CSS module (Name.module.css beside its component): its class names, made unique by the build. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

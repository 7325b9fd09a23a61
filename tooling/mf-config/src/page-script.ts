/**
 * A function's source for an inline script of `index.html`, to be called there. It may not use a
 * transpiler's helper (e.g. esbuild's `__name` for named local functions): the page would not have it.
 */
export function pageScript(fn: (...args: never[]) => void): string {
  const source = fn.toString();
  if (/\b__\w+\(/.test(source)) throw new Error(`${fn.name} uses a helper it does not carry: ${source}`);
  return source;
}

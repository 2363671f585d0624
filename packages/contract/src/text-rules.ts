/** What no text field may hold: NUL, control characters, lone surrogates, U+FFFE/U+FFFF (decision 0014). */
const unstorable =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

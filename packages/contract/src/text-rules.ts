/**
 * What a text field may hold: anything a person can type, never what cannot be stored or shown. Refused:
 * NUL (PostgreSQL cannot store it), the other C0 control characters except tab, line feed and carriage
 * return, DEL and the C1 controls, lone UTF-16 surrogates (not text at all: they cannot be encoded as
 * UTF-8), and the noncharacters U+FFFE and U+FFFF. One rule for every request and socket payload.
 */
const unstorable =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rule finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

let counter = 0;

/**
 * A fresh client address per call, so per-IP rate limits (on in these tests) only bite where a test
 * means them to. Pass it as `remoteAddress` to `inject`.
 */
export function freshIp(): string {
  counter += 1;
  return `10.${(process.pid >> 8) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

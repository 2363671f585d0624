import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatBytes', () => {
  it('writes bytes as a whole number', () => {
    expect(plain(formatBytes(0, 'es'))).toBe('0 B');
    expect(plain(formatBytes(512, 'en'))).toBe('512 B');
    expect(plain(formatBytes(1023, 'en'))).toBe('1,023 B');
  });

  it('steps by 1,024 through KB, MB, GB and TB with two decimals', () => {
    expect(plain(formatBytes(1024, 'en'))).toBe('1.00 KB');
    expect(plain(formatBytes(1536, 'en'))).toBe('1.50 KB');
    expect(plain(formatBytes(10_485_760, 'en'))).toBe('10.00 MB');
    expect(plain(formatBytes(3.25 * 1024 ** 3, 'en'))).toBe('3.25 GB');
    expect(plain(formatBytes(2 * 1024 ** 4, 'en'))).toBe('2.00 TB');
    expect(plain(formatBytes(5000 * 1024 ** 4, 'en'))).toBe('5,000.00 TB');
  });

  it('writes numbers the Spanish way in Spanish', () => {
    expect(plain(formatBytes(1536, 'es'))).toBe('1,50 KB');
    expect(plain(formatBytes(1_288_490, 'es'))).toBe('1,23 MB');
  });

  it('moves to the next unit when rounding would reach 1,024', () => {
    expect(plain(formatBytes(1024 * 1024 - 1, 'en'))).toBe('1.00 MB');
  });

  it('treats nonsense as zero', () => {
    expect(plain(formatBytes(-5, 'en'))).toBe('0 B');
    expect(plain(formatBytes(Number.NaN, 'en'))).toBe('0 B');
  });
});

import { cleanText, cleanTextDeep, containsNul } from './text';

describe('cleanText', () => {
  it('composes to NFC', () => {
    expect(cleanText('Cafe\u0301')).toBe('Caf\u00e9');
  });
  it('replaces lone surrogates and keeps pairs', () => {
    expect(cleanText('a\uD800b\uDC00c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });
  it('drops NUL and other control characters but keeps tabs and line breaks', () => {
    expect(cleanText('a\u0000b\u0007c\td\r\ne\u007f')).toBe('abc\td\r\ne');
  });
  it('keeps right-to-left text as it is', () => {
    expect(cleanText('\u202Eשלום')).toBe('\u202Eשלום');
  });
});

describe('cleanTextDeep', () => {
  it('cleans strings in nested objects and arrays and leaves other values', () => {
    const input = { a: 'x\u0000', b: [1, 'e\u0301'], c: { d: null, e: true } };
    expect(cleanTextDeep(input)).toEqual({ a: 'x', b: [1, '\u00e9'], c: { d: null, e: true } });
    expect(input.a).toBe('x\u0000');
  });
});

describe('containsNul', () => {
  it('finds NUL anywhere in a value', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ a: ['x'], n: 1 })).toBe(false);
  });
});

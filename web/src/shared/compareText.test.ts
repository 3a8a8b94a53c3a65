import { propertyRuns } from '../../../server/test/property-runs';
import { compareText } from './compareText';

const sign = (n: number) => Math.sign(n);

/** A random text of `alphabet`'s characters, 0–8 long, from a seeded generator (repeatable). */
function randomTexts(alphabet: string, count: number, seed = 7): string[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 9) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

describe('compareText', () => {
  it('orders plain texts exactly as localeCompare with en-AU does', () => {
    const texts = randomTexts('aAbBzZ09 -', propertyRuns({ quick: 150, full: 400 }).numRuns);
    for (let i = 0; i < texts.length; i++)
      for (let j = 0; j < texts.length; j += 7)
        expect([texts[i], texts[j], sign(compareText(texts[i], texts[j]))]).toEqual([
          texts[i],
          texts[j],
          sign(texts[i].localeCompare(texts[j], 'en-AU')),
        ]);
  });

  it('sorts tags as residents expect: case and accents do not split the alphabet', () => {
    const tags = ['safety', 'Parks', 'environment', 'parks', 'café', 'Zoo', 'art-walk', 'art walk', 'cafe', 'élan', '10k run', '9k run'];
    expect([...tags].sort(compareText)).toEqual([...tags].sort((a, b) => a.localeCompare(b, 'en-AU')));
    expect([...tags].sort(compareText).slice(0, 5)).toEqual(['10k run', '9k run', 'art walk', 'art-walk', 'cafe']);
  });

  it('is 0 only for the same text', () => {
    expect(compareText('parks', 'parks')).toBe(0);
    expect(compareText('parks', 'Parks')).toBeLessThan(0);
    expect(compareText('Parks', 'parks')).toBeGreaterThan(0);
  });
});

import { holdsEmail, normaliseEmail, wholeEmailRegex } from './email-address';

describe('an e-mail address compared whole (issue #31)', () => {
  it('normalises by trimming and lower-casing', () => {
    expect(normaliseEmail('  Anna@Dom.Example ')).toBe('anna@dom.example');
  });

  it('finds the address among the strings of JSON, never a longer address holding it', () => {
    expect(holdsEmail({ email: 'A@dom.example' }, 'a@dom.example')).toBe(true);
    expect(holdsEmail('{"to":["x@y.z","a@dom.example"]}', 'a@dom.example')).toBe(true);
    expect(holdsEmail({ email: 'anna@dom.example' }, 'a@dom.example')).toBe(false);
    expect(holdsEmail({ email: 'a@dom.example.au' }, 'a@dom.example')).toBe(false);
    expect(holdsEmail({ note: 'write to a@dom.example' }, 'a@dom.example')).toBe(false);
    expect(holdsEmail('a@dom.example', 'A@DOM.example')).toBe(true);
    expect(holdsEmail(null, 'a@dom.example')).toBe(false);
  });

  it('writes a regular expression that finds the address whole in a text', () => {
    const matches = (text: string) => new RegExp(wholeEmailRegex('a@dom.example').replace(/\[:alnum:\]/g, 'A-Za-z0-9'), 'i').test(text);
    expect(matches('from a@dom.example.')).toBe(true);
    expect(matches('{"email":"A@dom.example"}')).toBe(true);
    expect(matches('a@dom.example')).toBe(true);
    expect(matches('anna@dom.example')).toBe(false);
    expect(matches('a@dom.example.au')).toBe(false);
    expect(matches('a@dom.examples')).toBe(false);
  });
});

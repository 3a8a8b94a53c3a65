import * as yup from 'yup';
import { messages } from '../../../shared/messages';
import { ValidationError } from './errors';
import { containsLink, validateInput } from './validation';

describe('containsLink (issue #16 item 10: names are e-mailed back)', () => {
  it.each([
    'Jane visit http://phish.example',
    'HTTPS://EVIL.EXAMPLE/x',
    'hxxp://evil',
    'see www.evil.zone',
    'Bob bob@evil.example',
    'mailto:x@y',
    'javascript:alert(1)',
    'Win at phish.example',
    'claim prize at evil.com now',
    'go to paypal-login.co.uk',
    'evil.zone/login',
    'phish\uFF0Eexample', // full-width dot
    'phish\u200B.com', // zero-width space
    '10.0.0.1',
    'xn--80ak6aa92e.com',
  ])('finds a link in %p', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'Jane Citizen',
    'Zoë Ó Briain-Smith',
    'Dr. Li Na',
    'St. John',
    'Jean-Luc St.John',
    'A.B. Nguyen',
    'Mary Ann (Mum)',
    '王小明',
    "O'Neil & Co",
    '',
  ])('leaves the name %p alone', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('containsLink on hostile input', () => {
  it('answers in linear time (no catastrophic backtracking) for long adversarial names', () => {
    const started = Date.now();
    for (const text of [
      'a'.repeat(100_000) + '-',
      '1.'.repeat(50_000),
      'a@'.repeat(50_000),
      'a-.'.repeat(30_000) + '!',
      'x'.repeat(100_000) + ':/',
    ]) {
      expect(containsLink(text)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('validateInput noLinks', () => {
  const schema = yup.object({ name: yup.string().required('Name is required'), email: yup.string().required('Email is required') });

  it('refuses a linked name naming the field, together with the schema’s own errors', async () => {
    const failure = await validateInput(schema, { name: 'Prize at http://phish.example' }, { noLinks: { name: 'Name' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).fields).toEqual({ name: messages.validation.noLink('Name'), email: 'Email is required' });
  });

  it('accepts a plain name and leaves fields without the option alone', async () => {
    await expect(validateInput(schema, { name: 'Jane', email: 'see http://x.example' }, { noLinks: { name: 'Name' } })).resolves.toEqual({
      name: 'Jane',
      email: 'see http://x.example',
    });
  });
});

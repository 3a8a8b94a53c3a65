import { messages } from '../../../shared/messages';
import { ValidationError } from '../common/errors';
import { composeNewsletter } from './newsletter-compose';

describe('composing a newsletter (issues #18, #33)', () => {
  it('renders the Markdown body to HTML with a plain-text twin, the subject trimmed', () => {
    const composed = composeNewsletter({ subject: '  Working bee  ', content: 'Bring **gloves**.' });
    expect(composed.subject).toBe('Working bee');
    expect(composed.html).toContain('<strong>gloves</strong>');
    expect(composed.text).toContain('gloves');
  });

  it('names a missing subject and an empty body', () => {
    const attempt = () => composeNewsletter({ subject: ' ', content: '' });
    expect(attempt).toThrow(ValidationError);
    try {
      attempt();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual({
        subject: messages.validation.required('Subject'),
        content: messages.validation.required('Content'),
      });
    }
  });

  it('refuses a subject over 200 characters', () => {
    expect(() => composeNewsletter({ subject: 'x'.repeat(201), content: 'Hello' })).toThrow(messages.validation.max('Subject length', 200));
  });
});

import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end an element or an attribute value, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('Café — 5 > 4')).toBe('Café — 5 &gt; 4');
  });
});

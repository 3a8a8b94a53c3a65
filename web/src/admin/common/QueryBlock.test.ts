import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryBlock } from './QueryBlock';

const props = { errorTitle: 'Failed to fetch dashboard stats', loadingLabel: 'Loading dashboard figures…' };
const render = (data: { n: number } | undefined, error: unknown, retry?: () => Promise<unknown>) =>
  renderToStaticMarkup(
    createElement(QueryBlock<{ n: number }>, { ...props, result: { data, error, refetch: retry }, children: (d) => `count ${d.n}` }),
  );

describe('QueryBlock', () => {
  it('shows the spinner with its label while the first answer is awaited', () => {
    const html = render(undefined, undefined);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading dashboard figures…');
  });

  it('shows the failure with its detail and Try again when there is no data', () => {
    const html = render(undefined, new Error('Network down'), () => Promise.resolve());
    expect(html).toContain('role="alert"');
    expect(html).toContain('Failed to fetch dashboard stats');
    expect(html).toContain('Network down');
    expect(html).toContain('>Try again</button>');
  });

  it('has no Try again without a retry', () => {
    expect(render(undefined, new Error('Network down'))).not.toContain('<button');
  });

  it('keeps showing the data when a refresh failed', () => {
    expect(render({ n: 3 }, new Error('Network down'))).toBe('count 3');
  });

  it('retries on Try again, and a failed retry is not thrown again (it shows as the query error)', async () => {
    const retry = jest.fn(() => Promise.reject(new Error('still down')));
    const block = QueryBlock<{ n: number }>({
      ...props,
      result: { error: new Error('down'), refetch: retry },
      children: () => null,
    }) as ReactElement<{
      onRetry(): void;
    }>;
    block.props.onRetry();
    await new Promise((resolve) => setImmediate(resolve));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

import { createToastQueue, type Toast } from './toastQueue';

describe('toast queue (issue #20: each toast lives 5 s from its own appearance)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const start = () => {
    let shown: Toast[] = [];
    const queue = createToastQueue(5000, (toasts) => (shown = toasts), {
      setTimeout: (run, ms) => setTimeout(run, ms) as unknown as number,
      clearTimeout: (id) => clearTimeout(id),
    });
    return { queue, shown: () => shown.map((t) => t.message) };
  };

  it('keeps a toast 5 s however many toasts follow it', () => {
    const { queue, shown } = start();
    queue.push('success', 'first');
    jest.advanceTimersByTime(3000);
    queue.push('info', 'second');
    jest.advanceTimersByTime(1000);
    queue.push('error', 'third');
    expect(shown()).toEqual(['first', 'second', 'third']);
    jest.advanceTimersByTime(1000); // 5 s after the first
    expect(shown()).toEqual(['second', 'third']);
    jest.advanceTimersByTime(2999);
    expect(shown()).toEqual(['second', 'third']);
    jest.advanceTimersByTime(1); // 5 s after the second
    expect(shown()).toEqual(['third']);
    jest.advanceTimersByTime(1000); // 5 s after the third
    expect(shown()).toEqual([]);
  });

  it('closes a toast at once, leaving the others their own time', () => {
    const { queue, shown } = start();
    const first = queue.push('success', 'first');
    jest.advanceTimersByTime(2000);
    queue.push('success', 'second');
    queue.dismiss(first);
    expect(shown()).toEqual(['second']);
    jest.advanceTimersByTime(4999);
    expect(shown()).toEqual(['second']);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  doneProgress,
  getProgress,
  PROGRESS_EASING,
  PROGRESS_FORCE_DONE_MS,
  PROGRESS_SPEED_MS,
  startProgress,
} from '@/lib/client/progress';

afterEach(() => vi.useRealTimers());

describe('the navigation progress bar (spec 01 §4)', () => {
  it('eases at 600 ms and is forced to finish after 5 s', () => {
    vi.useFakeTimers();
    expect([PROGRESS_EASING, PROGRESS_SPEED_MS, PROGRESS_FORCE_DONE_MS]).toEqual(['ease', 600, 5000]);
    startProgress();
    expect(getProgress().phase).toBe('running');
    vi.advanceTimersByTime(4999);
    expect(getProgress().fraction).toBeLessThan(1);
    vi.advanceTimersByTime(1);
    expect(getProgress()).toEqual({ phase: 'running', fraction: 1 });
    vi.advanceTimersByTime(600);
    expect(getProgress().phase).toBe('fading');
    vi.advanceTimersByTime(600);
    expect(getProgress()).toEqual({ phase: 'idle', fraction: 0 });
  });

  it('finishes when the route has changed', () => {
    vi.useFakeTimers();
    startProgress();
    vi.advanceTimersByTime(300);
    doneProgress();
    expect(getProgress().fraction).toBe(1);
    vi.advanceTimersByTime(1200);
    expect(getProgress().phase).toBe('idle');
  });
});

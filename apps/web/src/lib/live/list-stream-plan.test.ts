import { describe, expect, it } from 'vitest';
import { listStreamPlan, MAX_LIST_STREAMS } from './list-stream-plan';

describe('listStreamPlan', () => {
  it('follows the queues live through one stream and polls when it lists more or the stream is down', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(listStreamPlan(rows, undefined)).toEqual({ followed: [1, 2], poll: false });
    expect(listStreamPlan(rows, 'open').poll).toBe(false);
    expect(listStreamPlan(rows, 'unavailable').poll).toBe(true);
    expect(listStreamPlan(rows, 'connecting').poll).toBe(true);
    // Seven queues fit one stream: no polling (a stream per queue stopped at three).
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    expect(listStreamPlan(seven, 'open')).toEqual({ followed: [1, 2, 3, 4, 5, 6, 7], poll: false });
    const many = Array.from({ length: MAX_LIST_STREAMS + 1 }, (_, i) => ({ id: i + 1 }));
    const plan = listStreamPlan(many, 'open');
    expect(plan.followed).toHaveLength(MAX_LIST_STREAMS);
    expect(plan.poll).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatReplyTime, keepsReplyRule, waitingText } from './reply-time';

describe('formatReplyTime', () => {
  it.each([
    [0, 'under a minute'],
    [59, 'under a minute'],
    [60, '1 min'],
    [600, '10 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [8100, '2 h 15 min'],
    [8159, '2 h 15 min'],
    [86_399, '23 h 59 min'],
    [86_400, '1 d'],
    [93_600, '1 d 2 h'],
    [3 * 86_400 + 3600 * 5 + 1800, '3 d 5 h'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatReplyTime(seconds)).toBe(text);
  });
});

describe('keepsReplyRule', () => {
  it('holds up to and including 24 hours', () => {
    expect(keepsReplyRule(3600)).toBe(true);
    expect(keepsReplyRule(86_400)).toBe(true);
    expect(keepsReplyRule(86_401)).toBe(false);
  });
});

describe('waitingText', () => {
  it.each([
    [0, 'No conversation is waiting for your reply.'],
    [1, '1 conversation is waiting for your reply.'],
    [3, '3 conversations are waiting for your reply.'],
  ])('%i reads %s', (waiting, text) => {
    expect(waitingText(waiting)).toBe(text);
  });
});

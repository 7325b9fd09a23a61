import { describe, expect, it } from 'vitest';
import { mergeMessages, newestMessageId, pageReachesKnown, seenByOther, type ThreadMessage } from './thread';

const message = (id: number, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  conversation_id: 'c1',
  sender_id: 'u1',
  body: `message ${id}`,
  booking_id: null,
  booking_date: null,
  created_at: new Date(Date.UTC(2026, 10, 28, 10, id)).toISOString(),
  hidden: false,
  ...extra,
});

describe('mergeMessages', () => {
  it('puts overlapping lists in sending order, each message once', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('keeps the later copy of a message (hidden since it was first read)', () => {
    const merged = mergeMessages([message(1)], [message(1, { body: null, hidden: true })]);
    expect(merged).toEqual([message(1, { body: null, hidden: true })]);
  });
});

describe('newestMessageId', () => {
  it('is the highest id, null without messages', () => {
    expect(newestMessageId([message(4), message(9), message(2)])).toBe(9);
    expect(newestMessageId([])).toBeNull();
  });
});

describe('pageReachesKnown', () => {
  const page = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => message(from - i));
  it('a full page newer than everything known leaves a gap behind it', () => {
    expect(pageReachesKnown(page(60, 11), 20, 50)).toBe(true);
    expect(pageReachesKnown(page(60, 11), 5, 50)).toBe(false);
  });
  it('a short page is the whole conversation', () => {
    expect(pageReachesKnown(page(3, 2), 9, 50)).toBe(true);
  });
});

describe('seenByOther', () => {
  const sent = message(1, { created_at: '2026-11-28T10:00:00Z' });
  it('is seen when the other side read at or after it was sent', () => {
    expect(seenByOther(sent, '2026-11-28T10:05:00Z')).toBe(true);
    expect(seenByOther(sent, '2026-11-28T10:00:00Z')).toBe(true);
    expect(seenByOther(sent, '2026-11-28T09:59:00Z')).toBe(false);
    expect(seenByOther(sent, null)).toBe(false);
  });
});

import type { MessageKind } from '@partyeasy/shared-domain';

/** One message as `conversation_messages` returns it and the `message` broadcast carries it. */
export interface ThreadMessage {
  id: number;
  conversation_id: string;
  sender_id: string;
  /** Null for a message an admin hid (then `hidden` is true). */
  body: string | null;
  booking_id: string | null;
  booking_date: string | null;
  created_at: string;
  hidden: boolean;
  /** 'text', or one of the quote cards (`quoteCard`); a sender's own copy from before quotes may lack it. */
  kind?: MessageKind;
  /** The quote a card is about (its vendor's side), else null. */
  quote_id?: string | null;
  /** The request a card's quote belongs to (the host's side), else null. */
  quote_request_id?: string | null;
}

/**
 * The messages of a conversation in the order they were sent (ascending id), each once: pages read from the
 * table, live broadcasts and the gap filled after a reconnect overlap, and a later copy of a message (hidden
 * since) replaces the earlier one.
 * Example: [3, 1] and [2, 3] → [1, 2, 3].
 */
export function mergeMessages(...lists: readonly (readonly ThreadMessage[])[]): ThreadMessage[] {
  const byId = new Map<number, ThreadMessage>();
  for (const list of lists) for (const message of list) byId.set(Number(message.id), message);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** The highest id among the messages, or null for none: what a gap fill reads after. */
export function newestMessageId(messages: readonly ThreadMessage[]): number | null {
  let newest: number | null = null;
  for (const message of messages) if (newest === null || message.id > newest) newest = Number(message.id);
  return newest;
}

/**
 * Whether the newest page read after a reconnect reaches back to what the client already had: when every
 * message of a full page is newer than `knownId`, more may have been sent in the gap than one page holds, and
 * the page before it must be read too.
 * Examples: page ids [60…11] (50, full), known 20 → true; page [60…11], known 5 → false; page [3, 2], known
 * 9 → true (a short page is the whole conversation).
 */
export function pageReachesKnown(page: readonly ThreadMessage[], knownId: number, pageSize: number): boolean {
  if (page.length < pageSize) return true;
  return page.some((message) => Number(message.id) <= knownId);
}

/**
 * Whether the other side has read my message: they read the conversation at or after it was sent.
 * Example: sent 10:00, they read at 10:05 → true; read at 09:59 → false; never read → false.
 */
export function seenByOther(message: ThreadMessage, otherLastReadAt: string | null): boolean {
  return otherLastReadAt !== null && Date.parse(otherLastReadAt) >= Date.parse(message.created_at);
}

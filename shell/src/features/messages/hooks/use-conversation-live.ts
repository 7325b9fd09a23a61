import { CONVERSATION_PAGE_SIZE } from '@partyeasy/shared-domain';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ConversationDetails, conversationDetailsQueryOptions } from '../api/get-conversation-details';
import { conversationMessagesQueryOptions, getConversationMessages } from '../api/get-conversation-messages';
import { mergeMessages, newestMessageId, pageReachesKnown, type ThreadMessage } from '../model/thread';
import { joinPrivateChannel } from './private-channel';

/** Past this many pages missed while away, the conversation is read again from its newest page. */
const MAX_GAP_PAGES = 10;

type Pages = InfiniteData<ThreadMessage[], number | null>;

/** Adds messages to the cached conversation: the newest page (newest first) takes them, each once. */
export function addMessages(queryClient: QueryClient, conversationId: string, incoming: ThreadMessage[]) {
  if (incoming.length === 0) return;
  queryClient.setQueryData<Pages>(conversationMessagesQueryOptions(conversationId).queryKey, (data) => {
    if (!data) return data;
    const [newest = [], ...older] = data.pages;
    return { ...data, pages: [mergeMessages(newest, incoming).reverse(), ...older] };
  });
}

/**
 * Reads what was sent after the newest message the page holds (Broadcast does not promise delivery): the
 * newest page, and the pages before it until one reaches a message already held. Answers what was new.
 */
export async function fillGap(queryClient: QueryClient, conversationId: string): Promise<ThreadMessage[]> {
  const key = conversationMessagesQueryOptions(conversationId).queryKey;
  const data = queryClient.getQueryData<Pages>(key);
  if (!data) return [];
  const known = newestMessageId(data.pages.flat());
  const read: ThreadMessage[] = [];
  let before: number | null = null;
  for (let pages = 0; pages < MAX_GAP_PAGES; pages += 1) {
    const page = await getConversationMessages(conversationId, before);
    read.push(...page);
    if (known === null || pageReachesKnown(page, known, CONVERSATION_PAGE_SIZE)) {
      const fresh = read.filter((message) => known === null || Number(message.id) > known);
      addMessages(queryClient, conversationId, read);
      return fresh;
    }
    before = Number(page[page.length - 1]?.id);
  }
  await queryClient.resetQueries({ queryKey: key });
  return [];
}

/**
 * Live messages of an open conversation: joins the private `conversation:<id>` channel, adds each `message`
 * broadcast to the cache, records the other side's `read`, and fills the gap from the table whenever the
 * channel is (re)joined and when the window regains focus. `onArrived` hears the messages that arrived
 * while the page was open (live or by a gap fill), for the announcement and the read mark.
 */
export function useConversationLive(
  conversationId: string,
  ready: boolean,
  onArrived: (messages: ThreadMessage[]) => void,
) {
  const queryClient = useQueryClient();
  const arrived = useRef(onArrived);
  arrived.current = onArrived;

  useEffect(() => {
    if (!ready) return undefined;
    let active = true;
    const fill = () =>
      fillGap(queryClient, conversationId)
        .then((fresh) => {
          if (active && fresh.length > 0) arrived.current(fresh);
        })
        // A failed read leaves the page as it was; the next focus or rejoin tries again.
        .catch(() => undefined);
    const leave = joinPrivateChannel(
      `conversation:${conversationId}`,
      (channel) =>
        channel
          .on('broadcast', { event: 'message' }, ({ payload }) => {
            const message = payload as ThreadMessage;
            if (message?.conversation_id !== conversationId) return;
            addMessages(queryClient, conversationId, [message]);
            arrived.current([message]);
          })
          .on('broadcast', { event: 'read' }, ({ payload }) => {
            const read = payload as { reader_role: 'host' | 'vendor'; read_at: string };
            queryClient.setQueryData<ConversationDetails>(
              conversationDetailsQueryOptions(conversationId).queryKey,
              (details) =>
                details && details.my_role !== read.reader_role
                  ? { ...details, other_last_read_at: read.read_at }
                  : details,
            );
          }),
      // Every join, the first included: anything sent between the first read and the join is read too.
      (status) => {
        if (status === 'SUBSCRIBED') void fill();
      },
    );
    const onFocus = () => {
      if (document.visibilityState === 'visible') void fill();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      active = false;
      leave();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [conversationId, ready, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxQueryOptions } from '../api/get-inbox';
import { unreadCountQueryOptions } from '../api/get-unread-count';
import { joinPrivateChannel } from './private-channel';

/**
 * Keeps the unread badge and the inbox current for the signed-in user: the `inbox:<uid>` channel says when a
 * message arrived in one of their conversations or they read one, and both are read again from the database
 * (the count is the database's, never what the browser happened to receive). A rejoin reads them again too.
 */
export function useInboxLive(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: inboxQueryOptions(userId).queryKey });
    };
    let failed = false;
    return joinPrivateChannel(
      `inbox:${userId}`,
      (channel) => channel.on('broadcast', { event: 'inbox' }, refresh),
      (status) => {
        if (status !== 'SUBSCRIBED') failed = true;
        else if (failed) {
          failed = false;
          refresh();
        }
      },
    );
  }, [userId, queryClient]);
}

import { getSupabase } from '@partyeasy/shared-domain/backend';
import type { RealtimeChannel } from '@supabase/supabase-js';

export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

/**
 * Joins a private Realtime channel as the signed-in user: the realtime client gets the user's token first
 * (`realtime.setAuth()`, as Supabase asks for private channels), then the database's policies on
 * `realtime.messages` decide whether the join is allowed. `listen` adds the event handlers before the join;
 * `onStatus` hears every status (SUBSCRIBED again after an error is a reconnect). Returns the leave function.
 */
export function joinPrivateChannel(
  topic: string,
  listen: (channel: RealtimeChannel) => void,
  onStatus: (status: ChannelStatus) => void,
): () => void {
  const supabase = getSupabase();
  let channel: RealtimeChannel | undefined;
  let left = false;
  void supabase.realtime
    .setAuth()
    .catch(() => undefined) // no token to hand over: the join is refused and said through onStatus
    .then(() => {
      if (left) return;
      try {
        channel = supabase.channel(topic, { config: { private: true } });
      } catch {
        // The realtime client could not be loaded (offline): the page works without live updates.
        onStatus('CHANNEL_ERROR');
        return;
      }
      listen(channel);
      channel.subscribe((status) => onStatus(status as ChannelStatus));
    });
  return () => {
    left = true;
    if (channel) void supabase.removeChannel(channel);
  };
}

/**
 * Stands in for `@supabase/realtime-js` in the browser builds (see `app-config.ts`). PartyEasy subscribes to
 * no channel, yet supabase-js builds a realtime client (with its socket library) on every page
 * (docs/adr/0012-first-visit-budget.md). supabase-js calls only `setAuth` on its own; a channel asked for explains itself.
 */
export class RealtimeClient {
  setAuth() {
    return Promise.resolve();
  }

  channel() {
    throw new Error(
      'Realtime is not part of the PartyEasy builds (@partyeasy/mf-config, src/realtime-stub.js).',
    );
  }

  getChannels() {
    return [];
  }

  removeChannel() {
    return Promise.resolve('ok');
  }

  removeAllChannels() {
    return Promise.resolve([]);
  }

  disconnect() {}
}

/**
 * Stands in for `@supabase/realtime-js` in the browser builds (see `app-config.ts`): supabase-js builds its
 * realtime client on every page, with its socket library, but only signed-in pages use it (the messages
 * header and conversations). This client fetches the real one, as its own chunk, on the first `setAuth`:
 * supabase-js calls it once a session exists, and a page asks for it (`await supabase.realtime.setAuth()`)
 * before joining a private channel, as Supabase documents. A visitor's page never loads it
 * (docs/adr/0012-first-visit-budget.md).
 */
export class RealtimeClient {
  constructor(...args) {
    this.args = args;
    this.real = null;
    this.loading = null;
  }

  /** The real client, created with the arguments supabase-js gave this one. */
  load() {
    this.loading ??= import('@partyeasy/realtime-js-module').then(
      ({ RealtimeClient: Real }) => {
        this.real = new Real(...this.args);
        return this.real;
      },
      (error) => {
        // A chunk that failed to arrive is asked for again next time.
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * Loads the client and hands it the token (none: the session's, through supabase-js's callback). Never
   * rejects, since supabase-js does not wait for it: without the client, `channel` says what went wrong.
   */
  setAuth(token = null) {
    return this.load().then(
      (real) => real.setAuth(token),
      () => undefined,
    );
  }

  channel(name, options) {
    if (!this.real)
      throw new Error(
        'Realtime is loaded by supabase.realtime.setAuth(): await it before asking for a channel.',
      );
    return this.real.channel(name, options);
  }

  getChannels() {
    return this.real ? this.real.getChannels() : [];
  }

  removeChannel(channel) {
    return this.real ? this.real.removeChannel(channel) : Promise.resolve('ok');
  }

  removeAllChannels() {
    return this.real ? this.real.removeAllChannels() : Promise.resolve([]);
  }

  disconnect(...args) {
    return this.real?.disconnect(...args);
  }
}

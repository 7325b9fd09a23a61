/**
 * Embedded Checkout for the stand-in: a Stripe.js-compatible script (the part of the API the site uses)
 * and the card form it shows in an iframe, with the hosted page's test cards and outcomes (cards.ts).
 *
 *   <script src="http://127.0.0.1:12111/stripe.js"></script>   (runtime config `stripeJsUrl`)
 *   const stripe = await loadStripe('pk_test_…');                (@stripe/stripe-js finds window.Stripe)
 *   const checkout = await stripe.createEmbeddedCheckoutPage({ fetchClientSecret, onComplete });
 *   checkout.mount(element); … checkout.destroy();
 *
 * The session must have been created with ui_mode embedded_page (or the older name embedded); its
 * client_secret opens the frame. On a successful payment the frame tells the embedding page (postMessage
 * to the origin the script ran on), which calls onComplete, or goes to return_url when the session was
 * created with redirect_on_completion=always (Stripe's default).
 */
import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { chargeCard } from './cards.js';
import { renderCheckoutPage, renderClosedPage, renderNotFoundPage, successUrl } from './checkout-page.js';
import { isEmbedded, type StoredSession } from './sessions.js';

/** Where the stand-in serves its Stripe.js (the runtime config's `stripeJsUrl` locally). */
export const STAND_IN_STRIPE_JS_PATH = '/stripe.js';
/** The release train @stripe/stripe-js expects (it warns when window.Stripe reports another). */
export const STRIPE_JS_RELEASE = 'endive';
/** Marks the messages the frame sends to the script. */
const MESSAGE_SOURCE = 'partyeasy-stand-in';

export interface EmbeddedCheckoutDeps {
  /** The stored session, with due sessions expired first. */
  session(id: string): StoredSession | undefined;
  /** Marks the session paid and sends checkout.session.completed (index.ts). */
  completePayment(stored: StoredSession, cardName: string): Promise<void>;
}

/** An http(s) origin exactly ('http://localhost:3000'), else null. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** What the frame runs: reports its height, and the completion, to the embedding page. */
function frameScript(session: StoredSession['session'], origin: string, complete: boolean): string {
  const message = {
    source: MESSAGE_SOURCE,
    sessionId: session.id,
    redirect: session.redirect_on_completion,
    returnUrl: session.return_url ? successUrl(session) : null,
  };
  // JSON inside a <script>: `<` escaped so that no value can close the element.
  const data = JSON.stringify({ message, origin, complete }).replace(/</g, '\\u003c');
  return `(function () {
  var d = ${data};
  function send(type, extra) { parent.postMessage(Object.assign({ type: type }, d.message, extra), d.origin); }
  function height() { send('resize', { height: document.documentElement.scrollHeight }); }
  if (window.ResizeObserver) new ResizeObserver(height).observe(document.body);
  height();
  if (d.complete) send('complete', {});
})();`;
}

/** The Stripe.js stand-in, served as is; `base` is taken from the script's own address. */
const STRIPE_JS = `/* PartyEasy local payment stand-in: the part of Stripe.js that PartyEasy uses. */
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.partyeasyStandIn) return;
  var current = document.currentScript;
  var base = new URL(current && current.src ? current.src : location.href).origin;
  var active = null;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function createEmbeddedCheckout(options) {
    options = options || {};
    if (active) {
      return Promise.reject(integrationError('You cannot have multiple Embedded Checkout objects. Call destroy() on the existing one first.'));
    }
    if (typeof options.fetchClientSecret !== 'function' && typeof options.clientSecret !== 'string') {
      return Promise.reject(integrationError('Embedded Checkout needs fetchClientSecret (or clientSecret).'));
    }
    if (options.onComplete !== undefined && typeof options.onComplete !== 'function') {
      return Promise.reject(integrationError('onComplete must be a function.'));
    }
    var state = { destroyed: false, frame: null, listener: null };
    active = state;
    var secret = typeof options.clientSecret === 'string'
      ? Promise.resolve(options.clientSecret)
      : Promise.resolve().then(function () { return options.fetchClientSecret(); });
    return secret.then(function (clientSecret) {
      var match = typeof clientSecret === 'string' && /^(cs_[A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
      if (!match) throw integrationError('fetchClientSecret must resolve with the client_secret of a Checkout Session.');
      return instance(state, match[1], clientSecret, options);
    }).catch(function (error) {
      if (active === state) active = null;
      throw error;
    });
  }

  function instance(state, sessionId, clientSecret, options) {
    function unmount() {
      if (state.frame && state.frame.parentNode) state.frame.parentNode.removeChild(state.frame);
      if (state.listener) window.removeEventListener('message', state.listener);
      state.frame = null;
      state.listener = null;
    }
    return {
      mount: function (target) {
        if (state.destroyed) throw integrationError('This Embedded Checkout was destroyed; create a new one.');
        if (state.frame) throw integrationError('Embedded Checkout is already mounted.');
        var element = typeof target === 'string' ? document.querySelector(target) : target;
        if (!element || !element.appendChild) throw integrationError('mount() needs an element or a selector of one.');
        var frame = document.createElement('iframe');
        frame.src = base + '/embedded/' + encodeURIComponent(sessionId) +
          '?client_secret=' + encodeURIComponent(clientSecret) + '&origin=' + encodeURIComponent(location.origin);
        frame.title = 'Secure checkout';
        frame.setAttribute('allow', 'payment *');
        frame.style.cssText = 'display:block;width:100%;height:560px;border:0;background:transparent;';
        state.listener = function (event) {
          var data = event.data;
          if (event.origin !== base || event.source !== frame.contentWindow || !data || data.source !== '${MESSAGE_SOURCE}' || data.sessionId !== sessionId) return;
          if (data.type === 'resize' && data.height > 0) frame.style.height = Math.ceil(data.height) + 'px';
          if (data.type === 'complete') {
            if (data.redirect !== 'always' && options.onComplete) options.onComplete();
            else if (data.returnUrl) window.location.assign(data.returnUrl);
          }
        };
        window.addEventListener('message', state.listener);
        state.frame = frame;
        element.appendChild(frame);
      },
      unmount: unmount,
      destroy: function () {
        unmount();
        state.destroyed = true;
        if (active === state) active = null;
      },
    };
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(test|live)_[A-Za-z0-9_]+$/.test(key)) {
      throw integrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_test_… or pk_live_…).');
    }
    return {
      _registerWrapper: function () {},
      createEmbeddedCheckoutPage: createEmbeddedCheckout,
      initEmbeddedCheckout: createEmbeddedCheckout,
    };
  }
  Stripe.version = '${STRIPE_JS_RELEASE}';
  Stripe.partyeasyStandIn = true;
  window.Stripe = Stripe;
})();
`;

/** GET /stripe.js, GET /embedded/:id (the frame) and POST /embedded/:id (its card form). */
export function embeddedCheckoutRoutes(app: Hono, deps: EmbeddedCheckoutDeps) {
  app.get(STAND_IN_STRIPE_JS_PATH, (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    c.header('access-control-allow-origin', '*');
    return c.body(STRIPE_JS);
  });

  /** The session a frame request names, when its client secret and embedding origin are right. */
  function framed(id: string, secret: string | undefined, origin: string | undefined) {
    const stored = deps.session(id);
    const embedder = originOf(origin);
    if (!stored || !isEmbedded(stored.session) || !embedder) return null;
    if (!secret || secret !== stored.session.client_secret) return null;
    return { stored, origin: embedder };
  }

  const page = (c: Context, origin: string | null, body: Promise<string> | string, status = 200) => {
    c.header('cache-control', 'no-store');
    // Only the page that opened the checkout may frame it.
    c.header('content-security-policy', `frame-ancestors ${origin ?? "'none'"}`);
    return c.html(body, status as 200);
  };

  app.get('/embedded/:id', (c) => {
    const found = framed(c.req.param('id'), c.req.query('client_secret'), c.req.query('origin'));
    if (!found) return page(c, null, renderNotFoundPage(), 404);
    const { stored, origin } = found;
    if (stored.session.status !== 'open') {
      return page(c, origin, renderClosedPage(stored, { embedded: true }), 410);
    }
    const script = frameScript(stored.session, origin, false);
    const clientSecret = stored.session.client_secret ?? '';
    return page(c, origin, renderCheckoutPage(stored, { embedded: { clientSecret, origin, script } }));
  });

  app.post('/embedded/:id', async (c) => {
    const form = await c.req.parseBody();
    const found = framed(c.req.param('id'), String(form.client_secret ?? ''), String(form.origin ?? ''));
    if (!found) return page(c, null, renderNotFoundPage(), 404);
    const { stored, origin } = found;
    if (stored.session.status !== 'open') {
      return page(c, origin, renderClosedPage(stored, { embedded: true }), 409);
    }
    const values = {
      number: String(form.number ?? ''),
      expiry: String(form.expiry ?? ''),
      cvc: String(form.cvc ?? ''),
      name: String(form.name ?? ''),
    };
    const outcome = chargeCard(values);
    const clientSecret = stored.session.client_secret ?? '';
    if (!outcome.ok) {
      const script = frameScript(stored.session, origin, false);
      const error = { field: outcome.field, message: outcome.message };
      return page(
        c,
        origin,
        renderCheckoutPage(stored, { values, error, embedded: { clientSecret, origin, script } }),
        402,
      );
    }
    await deps.completePayment(stored, values.name);
    return page(c, origin, renderCompletePage(frameScript(stored.session, origin, true)));
  });
}

/** The frame after a successful payment, while the site moves on. */
function renderCompletePage(script: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Payment complete</title>
  </head>
  <body style="font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1a1f36">
    <h1 style="font-size: 20px; margin: 0" role="status">Payment complete. Thank you!</h1>
    <script>${raw(script)}</script>
  </body>
</html>`;
}

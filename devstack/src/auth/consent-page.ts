import { html, raw } from 'hono/html';

export interface DemoIdentity {
  name: string;
  email: string;
}

/** Identities offered with one click on the stand-in Google screen. */
export const DEMO_IDENTITIES: DemoIdentity[] = [
  { name: 'Harper Host', email: 'harper.host@partyeasy.test' },
  { name: 'Victor Vendor', email: 'victor.vendor@partyeasy.test' },
];

const styles = `
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; color: #202124; }
  main { max-width: 440px; margin: 48px auto; background: #fff; border-radius: 8px; padding: 32px;
    box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  h1 { font-size: 22px; font-weight: 400; margin: 0 0 8px; }
  .note { color: #5f6368; font-size: 14px; }
  .identity { width: 100%; text-align: left; padding: 12px; margin: 6px 0; background: #fff; border: 1px solid #dadce0;
    border-radius: 6px; cursor: pointer; font-size: 15px; }
  .identity small { display: block; color: #5f6368; }
  label { display: block; margin: 12px 0 4px; font-size: 14px; }
  input[type=email], input[type=text] { width: 100%; padding: 8px; box-sizing: border-box; }
  .primary { margin-top: 16px; background: #1a73e8; color: #fff; border: 0; padding: 10px 20px; border-radius: 4px; }
  .cancel { margin-top: 16px; background: none; border: 0; color: #1a73e8; cursor: pointer; }
  .standin { background: #fef7e0; border: 1px solid #f9ab00; border-radius: 6px; padding: 12px; margin: 0 0 16px;
    font-size: 14px; }
`;

export function renderConsentPage(input: {
  action: string;
  state: string;
  appHost: string;
  scopes: string[];
  offline: boolean;
  prompt: string | undefined;
}) {
  const hidden = html`<input type="hidden" name="state" value="${input.state}" />`;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Local Google stand-in (devstack, not Google)</title>
    <style>
      ${raw(styles)}
    </style>
  </head>
  <body>
    <main>
      <p class="standin" role="note">
        <strong>Local development stand-in — this is not Google.</strong> It signs in any account of this local
        devstack without a password, so it only runs when the devstack listens on this computer (loopback).
      </p>
      <h1>Choose an account</h1>
      <p class="note">
        Continue to <strong>${input.appHost}</strong>, which will see your name and
        e-mail address${input.scopes.length ? html` (scopes: ${input.scopes.join(' ')})` : ''}.
        ${input.offline ? html`<br />Offline access: the app may use your account while you are away.` : ''}
        ${input.prompt ? html`<br />Prompt: ${input.prompt}.` : ''}
      </p>
      ${DEMO_IDENTITIES.map(
        (identity) => html`<form method="post" action="${input.action}">
          ${hidden}
          <input type="hidden" name="email" value="${identity.email}" />
          <input type="hidden" name="name" value="${identity.name}" />
          <button class="identity" type="submit">${identity.name}<small>${identity.email}</small></button>
        </form>`,
      )}
      <form method="post" action="${input.action}">
        ${hidden}
        <label for="email">Use another account: e-mail</label>
        <input id="email" name="email" type="email" required />
        <label for="name">Name</label>
        <input id="name" name="name" type="text" required />
        <button class="primary" type="submit">Continue</button>
      </form>
      <form method="post" action="${input.action}">
        ${hidden}
        <input type="hidden" name="cancel" value="1" />
        <button class="cancel" type="submit">Cancel</button>
      </form>
    </main>
  </body>
</html>`;
}

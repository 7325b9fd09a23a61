import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { StoredMail } from './index.js';

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #1f2937; }
  header { background: #111827; color: #fff; padding: 12px 20px; display: flex; justify-content: space-between; align-items: center; }
  header a { color: #fff; }
  header button { color: #fff; background: transparent; border: 1px solid #fff; border-radius: 4px; padding: 4px 10px; }
  pre { white-space: pre-wrap; word-break: break-all; }
  main { padding: 20px; max-width: 960px; margin: 0 auto; }
  table { width: 100%; border-collapse: collapse; }
  td, th { text-align: left; padding: 8px; border-bottom: 1px solid #e5e7eb; }
  .body { border: 1px solid #e5e7eb; padding: 16px; margin-top: 16px; }
  .links li { word-break: break-all; }
  .empty { color: #6b7280; }
`;

function layout(title: string, content: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <style>
      ${raw(styles)}
    </style>
  </head>
  <body>
    <header>
      <a href="/"><strong>PartyEasy devstack inbox</strong></a>
      <form method="post" action="/clear"><button type="submit">Delete all</button></form>
    </header>
    <main>${content}</main>
  </body>
</html>`;
}

export function renderInbox(messages: StoredMail[], filter: string | undefined) {
  const rows = messages.map(
    (m) => html`<tr>
      <td>${m.receivedAt}</td>
      <td><a href="/?to=${encodeURIComponent(m.to)}">${m.to}</a></td>
      <td><a href="/messages/${m.id}">${m.subject}</a></td>
    </tr>`,
  );
  return layout(
    'Inbox',
    html`<h1>Inbox${filter ? html` for ${filter}` : ''}</h1>
      ${
        messages.length === 0
          ? html`<p class="empty">No messages yet.</p>`
          : html`<table>
              <thead>
                <tr><th>Received</th><th>To</th><th>Subject</th></tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }`,
  );
}

/** The message's own HTML is shown as sent (it comes from the local auth service), links clickable. */
export function renderMessage(message: StoredMail) {
  return layout(
    message.subject,
    html`<p><a href="/">&larr; All messages</a></p>
      <h1>${message.subject}</h1>
      <p>To: ${message.to}<br />Received: ${message.receivedAt}</p>
      <div class="body">${raw(message.html)}</div>
      <h2>Links</h2>
      <ul class="links">
        ${message.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}
      </ul>
      <h2>Text</h2>
      <pre>${message.text}</pre>`,
  );
}

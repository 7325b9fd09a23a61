import { describe, expect, it } from 'vitest';
import { emailChangeLanding } from './email-change-landing';

describe('the settings page after an e-mail change link', () => {
  it('explains the first of the two links (fragment, or query under PKCE)', () => {
    const message =
      'message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email';
    const expected = {
      type: 'info',
      text: 'One address confirmed. Now open the link we sent to your other address to finish changing your e-mail.',
    };
    expect(emailChangeLanding('?email_change=1', `#${message}`)).toEqual(expected);
    expect(emailChangeLanding(`?email_change=1&${message}`, `#${message}`)).toEqual(expected);
  });

  it('names the new address after the second, and passes on a refused link', () => {
    const done = emailChangeLanding('?email_change=1&code=abc', '');
    expect(done?.waitForUser).toBe(true);
    expect(typeof done?.text === 'function' && done.text('ann@new.test')).toBe(
      'Your e-mail address is now ann@new.test.',
    );
    expect(
      emailChangeLanding(
        '?email_change=1',
        '#error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      type: 'error',
      text: 'This confirmation link did not work: Email link is invalid or has expired.',
    });
    expect(emailChangeLanding('', '')).toBeNull();
  });
});

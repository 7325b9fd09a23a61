import { html } from 'hono/html';
import type { MailMessage } from '../context.js';

export type EmailActionType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

/** Supabase's default templates, with the one-time code added so both links and OTP entry work. */
const templates: Record<
  EmailActionType,
  { subject: string; heading: string; action: string; intro: string }
> = {
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    action: 'Confirm your mail',
    intro: 'Follow this link to confirm your user:',
  },
  magiclink: {
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    action: 'Log In',
    intro: 'Follow this link to login:',
  },
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    action: 'Reset Password',
    intro: 'Follow this link to reset the password for your user:',
  },
  email_change: {
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    action: 'Change Email',
    intro: 'Follow this link to confirm the update of your email:',
  },
};

/** The link every auth mail carries: GoTrue's GET /verify, which redirects back to the app. */
export function verifyUrl(apiUrl: string, token: string, type: EmailActionType, redirectTo: string): string {
  const url = new URL(`${apiUrl}/auth/v1/verify`);
  url.searchParams.set('token', token);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

export async function authEmail(input: {
  to: string;
  type: EmailActionType;
  link: string;
  otp: string;
}): Promise<MailMessage> {
  const template = templates[input.type];
  const body = await html`<h2>${template.heading}</h2>
<p>${template.intro}</p>
<p><a href="${input.link}">${template.action}</a></p>
<p>Alternatively, enter the code: <strong>${input.otp}</strong></p>`;
  return {
    to: input.to,
    subject: template.subject,
    html: body.toString(),
    text: `${template.heading}\n\n${template.intro}\n${input.link}\n\nAlternatively, enter the code: ${input.otp}\n`,
  };
}

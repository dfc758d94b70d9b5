/**
 * The messages, each plain text and HTML, short, in the product's voice (docs/decisions/027-email-outbox.md).
 * Every value put into HTML is escaped here.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A simple, readable HTML body: paragraphs and one button, no images, no tracking. */
function htmlPage(paragraphs: string[], action?: { label: string; url: string }, footer?: string): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const small = footer ? `\n<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p>` : '';
  return `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
${body}
${button}${small}
<p>— PassItOn</p>
</body></html>`;
}

function textPage(paragraphs: string[], action?: { label: string; url: string }, footer?: string): string {
  const parts = [...paragraphs];
  if (action) parts.push(`${action.label}: ${action.url}`);
  if (footer) parts.push(footer);
  parts.push('— PassItOn');
  return `${parts.join('\n\n')}\n`;
}

function compose(
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
): RenderedMail {
  return {
    subject,
    text: textPage(paragraphs, action, footer),
    html: htmlPage(paragraphs, action, footer),
  };
}

export function passwordResetMail(input: { username: string; url: string }): RenderedMail {
  return compose(
    'Reset your PassItOn password',
    [
      `Hi ${input.username},`,
      'Someone (hopefully you) asked to reset the password of your PassItOn account. The link works once, for 30 minutes.',
    ],
    { label: 'Choose a new password', url: input.url },
    "Didn't ask? Ignore this e-mail: your password stays as it is.",
  );
}

export function verifyEmailMail(input: { username: string; url: string }): RenderedMail {
  return compose(
    'Confirm your e-mail address',
    [
      `Hi ${input.username},`,
      'Please confirm this is your address, so buyers and sellers know they can reach you. A college address (.ac.in, .edu) also earns you the Verified student badge.',
    ],
    { label: 'Confirm my address', url: input.url },
    "Didn't sign up for PassItOn? Ignore this e-mail.",
  );
}

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

/** Where an optional e-mail can be turned off (docs/decisions/027-email-outbox.md). */
export interface Unsubscribe {
  url: string;
  why: string;
}

/** A simple, readable HTML body: paragraphs (a line break kept), one button, no images, no tracking. */
function htmlPage(
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
  unsubscribe?: Unsubscribe,
): string {
  const body = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const small = [
    footer ? `\n<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p>` : '',
    unsubscribe
      ? `\n<p style="font-size:12px;color:#777">${escapeHtml(unsubscribe.why)} <a href="${escapeHtml(unsubscribe.url)}">Unsubscribe</a></p>`
      : '',
  ].join('');
  return `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
${body}
${button}${small}
<p>— PassItOn</p>
</body></html>`;
}

function textPage(
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
  unsubscribe?: Unsubscribe,
): string {
  const parts = [...paragraphs];
  if (action) parts.push(`${action.label}: ${action.url}`);
  if (footer) parts.push(footer);
  if (unsubscribe) parts.push(`${unsubscribe.why} Unsubscribe: ${unsubscribe.url}`);
  parts.push('— PassItOn');
  return `${parts.join('\n\n')}\n`;
}

function compose(
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer?: string,
  unsubscribe?: Unsubscribe,
): RenderedMail {
  return {
    subject,
    text: textPage(paragraphs, action, footer, unsubscribe),
    html: htmlPage(paragraphs, action, footer, unsubscribe),
  };
}

type ItemLine = { quantity: number; productTitle: string };
const itemLines = (items: ItemLine[]) =>
  items.map((item) => `• ${item.quantity} × ${item.productTitle}`).join('\n');

export function orderPlacedMail(input: {
  name: string;
  orderNumber: string;
  items: ItemLine[];
  url: string;
  unsubscribe: Unsubscribe;
}): RenderedMail {
  return compose(
    `Your order ${input.orderNumber} is placed`,
    [
      `Hi ${input.name},`,
      `Thanks for your order ${input.orderNumber}:`,
      itemLines(input.items),
      'Each seller will get in touch to arrange the hand-over; you can message them from your order page.',
    ],
    { label: 'See your order', url: input.url },
    undefined,
    input.unsubscribe,
  );
}

export function itemSoldMail(input: {
  name: string;
  orderNumber: string;
  items: ItemLine[];
  buyer: { name: string; email: string; phone: string | null };
  url: string;
  unsubscribe: Unsubscribe;
}): RenderedMail {
  const [only] = input.items;
  const what = input.items.length === 1 && only ? `"${only.productTitle}"` : `${input.items.length} items`;
  return compose(
    `You sold ${what}`,
    [
      `Hi ${input.name},`,
      `Good news: ${input.buyer.name} bought from you in order ${input.orderNumber}:`,
      itemLines(input.items),
      `Get in touch to arrange the hand-over:\n${input.buyer.name}\n${input.buyer.phone ? `Phone: ${input.buyer.phone}\n` : ''}E-mail: ${input.buyer.email}`,
    ],
    { label: 'Open the sale', url: input.url },
    undefined,
    input.unsubscribe,
  );
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

export function orderStatusMail(input: {
  name: string;
  orderNumber: string;
  phrase: string;
  url: string;
  unsubscribe: Unsubscribe;
}): RenderedMail {
  return compose(
    `Your order ${input.orderNumber} is now ${input.phrase}`,
    [`Hi ${input.name},`, `Your order ${input.orderNumber} is now ${input.phrase}.`],
    { label: 'See your order', url: input.url },
    undefined,
    input.unsubscribe,
  );
}

export function saleCancelledMail(input: {
  name: string;
  orderNumber: string;
  url: string;
  unsubscribe: Unsubscribe;
}): RenderedMail {
  return compose(
    `Order ${input.orderNumber} is cancelled`,
    [
      `Hi ${input.name},`,
      `Order ${input.orderNumber} has been cancelled, so there is nothing to hand over. Your items are available to other buyers again.`,
    ],
    { label: 'Open the sale', url: input.url },
    undefined,
    input.unsubscribe,
  );
}

export function newMessageMail(input: {
  name: string;
  from: string;
  orderNumber: string;
  url: string;
  unsubscribe: Unsubscribe;
}): RenderedMail {
  return compose(
    `New message from ${input.from} about order ${input.orderNumber}`,
    [
      `Hi ${input.name},`,
      `You have a new message from ${input.from} about order ${input.orderNumber}. Open the order to read it and reply.`,
    ],
    { label: 'Read the message', url: input.url },
    undefined,
    input.unsubscribe,
  );
}

export function refundProcessedMail(input: {
  name: string;
  what: string;
  amount: string;
  url?: string;
}): RenderedMail {
  return compose(
    `Your refund of ${input.amount} is on its way`,
    [
      `Hi ${input.name},`,
      `We have refunded ${input.amount} for ${input.what}. It can take 3-5 business days to reach your account.`,
    ],
    input.url ? { label: 'See your order', url: input.url } : undefined,
  );
}

export function savedSearchMatchMail(input: {
  name: string;
  search: string;
  title: string;
  price: string;
  url: string;
  unsubscribe: Unsubscribe;
}): RenderedMail {
  return compose(
    `New listing for your search: ${input.title}`,
    [
      `Hi ${input.name},`,
      `Someone just listed something that matches your saved search ${input.search}:`,
      `${input.title} — ${input.price}`,
      'Good copies go quickly; have a look before someone else does.',
    ],
    { label: 'See the listing', url: input.url },
    undefined,
    input.unsubscribe,
  );
}

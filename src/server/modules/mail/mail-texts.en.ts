import { orderStatusPhrase } from '../../../domain/order-status.ts';
import { savedSearchText } from '../../../domain/saved-search-text.ts';
import type { MailTexts } from './mail-texts.ts';

/** The e-mails in English, short, in the product's voice (docs/decisions/027-email-outbox.md). */
export const englishMailTexts: MailTexts = {
  htmlLang: 'en-IN',
  orOpenLink: 'Or open this link:',
  unsubscribe: 'Unsubscribe',
  why: {
    orderPlaced: 'You get this because you placed an order.',
    itemSold: 'You get this because you sell on PassItOn.',
    orderUpdatesBuyer: 'You get this because you placed this order.',
    orderUpdatesSeller: 'You get this because you sell in this order.',
    newMessage: (role) => `You get this because you ${role === 'buyer' ? 'bought' : 'sell'} in this order.`,
    newListingMessage: (role) =>
      role === 'buyer'
        ? 'You get this because you asked about this listing.'
        : 'You get this because you sell this listing.',
    savedSearchMatch: 'You get this because you saved this search on PassItOn.',
    offers: 'You get this because you make or answer offers on PassItOn.',
  },

  passwordReset: ({ username }) => ({
    subject: 'Reset your PassItOn password',
    paragraphs: [
      `Hi ${username},`,
      'Someone (hopefully you) asked to reset the password of your PassItOn account. The link works once, for 30 minutes.',
    ],
    action: 'Choose a new password',
    footer: "Didn't ask? Ignore this e-mail: your password stays as it is.",
  }),

  verifyEmail: ({ username }) => ({
    subject: 'Confirm your e-mail address',
    paragraphs: [
      `Hi ${username},`,
      'Please confirm this is your address, so buyers and sellers know they can reach you. A college address (.ac.in, .edu) also earns you the Verified student badge.',
    ],
    action: 'Confirm my address',
    footer: "Didn't sign up for PassItOn? Ignore this e-mail.",
  }),

  orderPlaced: ({ name, orderNumber, items, pickups }) => ({
    subject: `Your order ${orderNumber} is placed`,
    paragraphs: [
      `Hi ${name},`,
      `Thanks for your order ${orderNumber}:`,
      items,
      'You collect it in person. Where to collect:',
      ...pickups.map(({ seller, place, titles }) => {
        const from = `${seller ?? 'The seller'}${titles ? ` (${titles.join(', ')})` : ''}`;
        return place.length > 0
          ? `${from}:\n${place.join('\n')}`
          : `${from}: no pickup place given. Ask them from your order page.`;
      }),
      'Each seller will get in touch to arrange the hand-over; you can message them from your order page.',
    ],
    action: 'See your order',
  }),

  itemSold: ({ name, orderNumber, items, sold, buyer }) => ({
    subject: `You sold ${'title' in sold ? `"${sold.title}"` : `${sold.count} items`}`,
    paragraphs: [
      `Hi ${name},`,
      `Good news: ${buyer.name} bought from you in order ${orderNumber}:`,
      items,
      `Get in touch to arrange the hand-over:\n${buyer.name}\n${buyer.phone ? `Phone: ${buyer.phone}\n` : ''}E-mail: ${buyer.email}`,
    ],
    action: 'Open the sale',
  }),

  orderStatus: ({ name, orderNumber, status }) => ({
    subject: `Your order ${orderNumber} is now ${orderStatusPhrase(status)}`,
    paragraphs: [`Hi ${name},`, `Your order ${orderNumber} is now ${orderStatusPhrase(status)}.`],
    action: 'See your order',
  }),

  saleCancelled: ({ name, orderNumber }) => ({
    subject: `Order ${orderNumber} is cancelled`,
    paragraphs: [
      `Hi ${name},`,
      `Order ${orderNumber} has been cancelled, so there is nothing to hand over. Your items are available to other buyers again.`,
    ],
    action: 'Open the sale',
  }),

  newMessage: ({ name, from, orderNumber }) => {
    const author = 'name' in from ? from.name : from.role === 'seller' ? 'the seller' : 'the buyer';
    return {
      subject: `New message from ${author} about order ${orderNumber}`,
      paragraphs: [
        `Hi ${name},`,
        `You have a new message from ${author} about order ${orderNumber}. Open the order to read it and reply.`,
      ],
      action: 'Read the message',
    };
  },

  newListingMessage: ({ name, from, title }) => ({
    subject: `New message from ${from} about "${title}"`,
    paragraphs: [
      `Hi ${name},`,
      `${from} wrote to you about "${title}". Open the conversation to read it and reply.`,
    ],
    action: 'Read the message',
  }),

  refundProcessed: ({ name, amount, refundFor }) => {
    const what =
      'orderNumber' in refundFor
        ? `order ${refundFor.orderNumber}`
        : refundFor.reason === 'payment_unclaimed'
          ? 'a payment that was not used for an order'
          : 'a checkout that could not be completed';
    return {
      subject: `Your refund of ${amount} is on its way`,
      paragraphs: [
        `Hi ${name},`,
        `We have refunded ${amount} for ${what}. It can take 3-5 business days to reach your account.`,
      ],
      action: 'See your order',
    };
  },

  savedSearchMatch: ({ name, search, title, price }) => ({
    subject: `New listing for your search: ${title}`,
    paragraphs: [
      `Hi ${name},`,
      `Someone just listed something that matches your saved search ${savedSearchText({ query: search })}:`,
      `${title} — ${price}`,
      'Good copies go quickly; have a look before someone else does.',
    ],
    action: 'See the listing',
  }),

  offer: (input) => {
    const hi = `Hi ${input.name},`;
    switch (input.step) {
      case 'made':
        return {
          subject: `${input.from} offered ${input.amount} for "${input.title}"`,
          paragraphs: [
            hi,
            `${input.from} offered ${input.amount} for your listing "${input.title}". Accept, decline or counter it within 48 hours; after that it expires.`,
          ],
          action: 'Answer the offer',
        };
      case 'countered':
        return {
          subject: `Counter offer for "${input.title}": ${input.amount}`,
          paragraphs: [
            hi,
            `${input.from} answered your offer for "${input.title}" with a counter offer of ${input.amount}. Accept or decline it within 48 hours.`,
          ],
          action: 'See the counter offer',
        };
      case 'accepted':
        return input.by === 'seller'
          ? {
              subject: `Your offer for "${input.title}" was accepted`,
              paragraphs: [
                hi,
                `${input.from} accepted your offer of ${input.amount} for "${input.title}". Check out within 24 hours to buy one at that price. Until you pay, others can still buy it at the asking price.`,
              ],
              action: 'Buy at the offer price',
            }
          : {
              subject: `Your counter offer for "${input.title}" was accepted`,
              paragraphs: [
                hi,
                `${input.from} accepted your counter offer of ${input.amount} for "${input.title}". They have 24 hours to check out at that price.`,
              ],
              action: 'See the listing',
            };
      case 'closed':
        return {
          subject: `Your offer for "${input.title}" has ended`,
          paragraphs: [
            hi,
            input.reason === 'sold_out'
              ? `Your offer for "${input.title}" has ended: the listing sold out.`
              : `Your offer for "${input.title}" has ended: the seller took the listing off PassItOn.`,
          ],
          action: 'Browse similar listings',
        };
    }
  },

  listingHidden: ({ name, title, reason }) => ({
    subject: `Your listing "${title}" is hidden`,
    paragraphs: [
      `Hi ${name},`,
      `The PassItOn team hid your listing "${title}" after students reported it. Buyers cannot find or order it for now.`,
      `Why: ${reason}`,
      'You can edit the listing and then ask for another look from your listings.',
    ],
    action: 'See your listings',
  }),
};

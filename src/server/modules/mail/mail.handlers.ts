import type { OptionalMailKind } from '../../../domain/contracts/mail.ts';
import type { SavedSearchQuery } from '../../../domain/contracts/saved-searches.ts';
import { conversationPagePath, orderPagePath, salePagePath } from '../../../domain/exchange.ts';
import type { Language } from '../../../domain/languages.ts';
import { formatRupees, toPaise } from '../../../domain/money.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { productPagePath } from '../../../domain/seo.ts';
import type { Transaction } from '../../db/client.ts';
import type { EventBus, OfferEvent } from '../../lib/events.ts';
import { findUsersContact } from '../auth/index.ts';
import type { MailTexts, OfferStep } from './mail-texts.ts';
import {
  enqueueMail,
  forgetMailWithExactKeys,
  forgetMailWithKeys,
  forgetRecipient,
  mailedLately,
} from './outbox.ts';
import { forgetMailPreferences, unsubscribeToken, usersOptedOut } from './preferences.ts';
import {
  itemSoldMail,
  listingHiddenMail,
  newListingMessageMail,
  newMessageMail,
  offerMail,
  orderPlacedMail,
  orderStatusMail,
  passwordResetMail,
  type RenderedMail,
  refundProcessedMail,
  saleCancelledMail,
  savedSearchMatchMail,
  type Unsubscribe,
  unsubscribeReason,
  verifyEmailMail,
} from './templates.ts';

/**
 * A new message is e-mailed unless the recipient still has earlier ones unread in that conversation and was
 * e-mailed about it this recently: a lively conversation sends one e-mail, then a reminder at most this often.
 */
export const NEW_MESSAGE_MAIL_QUIET_MS = 30 * 60 * 1000;

/** The dedupe key of the buyer's e-mail about an order placed. */
const orderPlacedKey = (orderId: number) => `order_placed:${orderId}`;

/** The dedupe keys of sale e-mails about an order begin so; the seller's id follows. */
const itemSoldKey = (orderId: number) => `item_sold:${orderId}:`;

/** Those of e-mails about a listing matching saved searches begin so; the student's id follows. */
const savedSearchMatchKey = (productId: number) => `saved_search_match:${productId}:`;

/** Those of message e-mails in an order (in one seller's conversation, when given) begin so. */
const conversationKey = (orderId: number, sellerId?: number) =>
  sellerId === undefined ? `new_message:${orderId}:` : `new_message:${orderId}:${sellerId}:`;

/**
 * Those of e-mails about one author's messages in a listing's conversation begin so; the message's id follows. By
 * author first, so a deleted account's are found (docs/decisions/081, 037).
 */
const listingMessagesKey = (authorId: number, conversationId?: number) =>
  conversationId === undefined
    ? `new_listing_message:${authorId}:`
    : `new_listing_message:${authorId}:${conversationId}:`;

/** Whom an e-mail goes to, as their account has it when it is written. */
type Recipient = { userId: number; name: string; email: string; language: Language };

/** One optional e-mail to one recipient: its outbox kind when not the preference's, its dedupe key, its words. */
type OptionalMail = { kind?: string; dedupeKey: string; mail: RenderedMail };

/** What the handlers need to know: where links point, who mail is from, and the unsubscribe links' key. */
export interface MailSettings {
  publicUrl: string;
  from: string;
  unsubscribeKey: Buffer;
}

/**
 * The e-mail the app sends in reaction to events, written to the outbox in the event's own transaction
 * (docs/decisions/027-email-outbox.md), in the recipient's language as their account has it then
 * (docs/decisions/072-e-mail-languages.md). Optional ones are skipped for a user who turned them off, and carry a
 * one-click unsubscribe link (the List-Unsubscribe headers, RFC 8058) and one in the text.
 */
export function registerMailHandlers(events: EventBus, settings: MailSettings): void {
  const link = (path: string, token: string) =>
    `${settings.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  /**
   * Writes an optional e-mail of one kind to each recipient who has not turned that kind off, in their language,
   * with the link that turns it off in the text and in the List-Unsubscribe headers. `reason` picks the line
   * saying why it came; `write` words the e-mail for one recipient.
   */
  async function mailOptional(
    tx: Transaction,
    recipientIds: number[],
    preference: OptionalMailKind,
    reason: (why: MailTexts['why']) => string,
    write: (recipient: Recipient, unsubscribe: Unsubscribe) => OptionalMail,
  ): Promise<void> {
    const contacts = await findUsersContact(tx, recipientIds);
    const optedOut = await usersOptedOut(tx, recipientIds, preference);
    for (const userId of recipientIds) {
      const contact = contacts.get(userId);
      if (!contact || optedOut.has(userId)) continue;
      const token = unsubscribeToken(settings.unsubscribeKey, userId, preference);
      const unsubscribe = {
        url: link('/unsubscribe', token),
        why: unsubscribeReason(contact.language, reason),
      };
      const { kind = preference, dedupeKey, mail } = write({ userId, ...contact }, unsubscribe);
      await enqueueMail(tx, settings.from, {
        kind,
        userId,
        to: contact.email,
        dedupeKey,
        headers: {
          'List-Unsubscribe': `<${link('/api/mail/unsubscribe', token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        ...mail,
      });
    }
  }

  /**
   * Whether a new message in a conversation waits: its recipient still has earlier ones unread there and was
   * e-mailed about it within NEW_MESSAGE_MAIL_QUIET_MS.
   */
  async function waitsForQuiet(
    tx: Transaction,
    recipientId: number,
    conversation: string,
    unreadBefore: number,
  ): Promise<boolean> {
    if (unreadBefore === 0) return false;
    const since = new Date(Date.now() - NEW_MESSAGE_MAIL_QUIET_MS);
    return mailedLately(tx, { userId: recipientId, kind: 'new_message', keyPrefix: conversation, since });
  }

  events.on('user.password_reset_requested', async ({ userId, username, email, language, token }, tx) => {
    await enqueueMail(tx, settings.from, {
      kind: 'password_reset',
      userId,
      to: email,
      ...passwordResetMail(language, { username, url: link('/reset-password', token) }),
    });
  });

  events.on('user.email_verification_requested', async ({ userId, username, email, language, token }, tx) => {
    await enqueueMail(tx, settings.from, {
      kind: 'verify_email',
      userId,
      to: email,
      ...verifyEmailMail(language, { username, url: link('/verify-email', token) }),
    });
  });

  // The buyer gets a summary and where to collect from each seller; each seller the items they sold and whom to
  // call: the name and phone typed at checkout for this order, as the sale page shows them, with the account's
  // e-mail. One of each per order.
  events.on('order.placed', async ({ orderId, buyerId, contact, items, pickups }, tx) => {
    const buyer = (await findUsersContact(tx, [buyerId])).get(buyerId);
    if (!buyer) return;
    const number = orderNumber(orderId);
    await mailOptional(
      tx,
      [buyerId],
      'order_placed',
      (why) => why.orderPlaced,
      (recipient, unsubscribe) => ({
        dedupeKey: orderPlacedKey(orderId),
        mail: orderPlacedMail(recipient.language, {
          name: recipient.name,
          orderNumber: number,
          items,
          pickups,
          url: `${settings.publicUrl}${orderPagePath(orderId)}`,
          unsubscribe,
        }),
      }),
    );
    const sellerIds = [...new Set(items.map((item) => item.sellerId))];
    await mailOptional(
      tx,
      sellerIds,
      'item_sold',
      (why) => why.itemSold,
      (seller, unsubscribe) => ({
        dedupeKey: `${itemSoldKey(orderId)}${seller.userId}`,
        mail: itemSoldMail(seller.language, {
          name: seller.name,
          orderNumber: number,
          items: items.filter((item) => item.sellerId === seller.userId),
          buyer: { name: contact.name, phone: contact.phone, email: buyer.email },
          url: `${settings.publicUrl}${salePagePath(orderId)}`,
          unsubscribe,
        }),
      }),
    );
  });

  // The buyer hears of every change to their order; the sellers still in it of its cancellation.
  events.on('order.status_changed', async ({ orderId, buyerId, sellerIds, to }, tx) => {
    const number = orderNumber(orderId);
    const dedupeKey = (userId: number) => `order_status:${orderId}:${to}:${userId}`;
    await mailOptional(
      tx,
      [buyerId],
      'order_updates',
      (why) => why.orderUpdatesBuyer,
      (buyer, unsubscribe) => ({
        dedupeKey: dedupeKey(buyer.userId),
        mail: orderStatusMail(buyer.language, {
          name: buyer.name,
          orderNumber: number,
          status: to,
          url: `${settings.publicUrl}${orderPagePath(orderId)}`,
          unsubscribe,
        }),
      }),
    );
    if (to !== 'cancelled') return;
    await mailOptional(
      tx,
      sellerIds,
      'order_updates',
      (why) => why.orderUpdatesSeller,
      (seller, unsubscribe) => ({
        dedupeKey: dedupeKey(seller.userId),
        mail: saleCancelledMail(seller.language, {
          name: seller.name,
          orderNumber: number,
          url: `${settings.publicUrl}${salePagePath(orderId)}`,
          unsubscribe,
        }),
      }),
    );
  });

  // Money owed to a student: always sent, once per refund.
  events.on('refund.updated', async ({ refundId, orderId, buyerId, status, reason, amount }, tx) => {
    if (status !== 'processed') return;
    const buyer = (await findUsersContact(tx, [buyerId])).get(buyerId);
    if (!buyer) return;
    await enqueueMail(tx, settings.from, {
      kind: 'refund_processed',
      userId: buyerId,
      to: buyer.email,
      dedupeKey: `refund_processed:${refundId}`,
      ...refundProcessedMail(buyer.language, {
        name: buyer.name,
        refundFor: orderId !== null ? { orderNumber: orderNumber(orderId) } : { reason },
        amount: formatRupees(toPaise(amount)),
        url: orderId !== null ? `${settings.publicUrl}${orderPagePath(orderId)}` : undefined,
      }),
    });
  });

  // A listing the team hid: always sent, so the seller learns why and can ask for another look (docs/decisions/083).
  events.on('listing.hidden_by_team', async ({ sellerId, title, reason }, tx) => {
    const seller = (await findUsersContact(tx, [sellerId])).get(sellerId);
    if (!seller) return;
    await enqueueMail(tx, settings.from, {
      kind: 'listing_hidden',
      userId: sellerId,
      to: seller.email,
      ...listingHiddenMail(seller.language, {
        name: seller.name,
        title,
        reason,
        url: `${settings.publicUrl}/seller-listings`,
      }),
    });
  });

  // Offers (docs/decisions/038-offers.md): a new offer to the seller, a counter to the buyer, an acceptance to the
  // other side, a closed offer to the buyer; optional ("offers"), one e-mail per step of an offer.
  async function mailOffer(
    tx: Transaction,
    { offerId, productId, productTitle, recipientIds }: OfferEvent,
    step: OfferStep,
  ): Promise<void> {
    await mailOptional(
      tx,
      recipientIds,
      'offers',
      (why) => why.offers,
      (recipient, unsubscribe) => ({
        kind: `offer_${step.step}`,
        dedupeKey: `offer:${offerId}:${step.step}:${recipient.userId}`,
        mail: offerMail(recipient.language, {
          ...step,
          name: recipient.name,
          title: productTitle,
          url: `${settings.publicUrl}${productPagePath(productId)}`,
          unsubscribe,
        }),
      }),
    );
  }
  const amountOf = (paise: number) => formatRupees(paise);
  events.on('offer.made', (event, tx) =>
    mailOffer(tx, event, { step: 'made', from: event.fromName, amount: amountOf(event.amount) }),
  );
  events.on('offer.countered', (event, tx) =>
    mailOffer(tx, event, { step: 'countered', from: event.fromName, amount: amountOf(event.counterAmount) }),
  );
  events.on('offer.accepted', (event, tx) =>
    mailOffer(tx, event, {
      step: 'accepted',
      from: event.fromName,
      amount: amountOf(event.acceptedAmount),
      by: event.acceptedBy,
    }),
  );
  events.on('offer.closed', (event, tx) => mailOffer(tx, event, { step: 'closed', reason: event.reason }));

  // A listing students asked to hear about: one message per listing and student, unless they turned it off.
  events.on('saved_search.matched', async ({ productId, title, price, students }, tx) => {
    // A student several of whose searches match hears once, of the first.
    const searches = new Map<number, SavedSearchQuery>();
    for (const { userId, search } of students) if (!searches.has(userId)) searches.set(userId, search);
    await mailOptional(
      tx,
      [...searches.keys()],
      'saved_search_match',
      (why) => why.savedSearchMatch,
      (student, unsubscribe) => ({
        dedupeKey: `${savedSearchMatchKey(productId)}${student.userId}`,
        mail: savedSearchMatchMail(student.language, {
          name: student.name,
          // biome-ignore lint/style/noNonNullAssertion: every recipient is a key of the map.
          search: searches.get(student.userId)!,
          title,
          price: formatRupees(toPaise(price)),
          url: `${settings.publicUrl}${productPagePath(productId)}`,
          unsubscribe,
        }),
      }),
    );
  });

  events.on(
    'order.message_posted',
    async ({ orderId, messageId, unreadBefore, sellerId, authorName, recipientId, recipientRole }, tx) => {
      const conversation = `${conversationKey(orderId, sellerId)}${recipientId}:`;
      if (await waitsForQuiet(tx, recipientId, conversation, unreadBefore)) return;
      const path = recipientRole === 'buyer' ? orderPagePath(orderId) : salePagePath(orderId);
      await mailOptional(
        tx,
        [recipientId],
        'new_message',
        (why) => why.newMessage(recipientRole),
        (recipient, unsubscribe) => ({
          dedupeKey: `${conversation}${messageId}`,
          mail: newMessageMail(recipient.language, {
            name: recipient.name,
            from: authorName
              ? { name: authorName }
              : { role: recipientRole === 'buyer' ? 'seller' : 'buyer' },
            orderNumber: orderNumber(orderId),
            url: `${settings.publicUrl}${path}`,
            unsubscribe,
          }),
        }),
      );
    },
  );

  // A message about a listing (docs/decisions/037-listing-conversations-and-inbox.md): the same waiting rule as an
  // order's, per conversation, and the same choice to turn it off.
  events.on(
    'listing.message_posted',
    async (
      { conversationId, productTitle, messageId, authorId, authorName, recipientId, buyerId, unreadBefore },
      tx,
    ) => {
      // The author's unread messages are those its one recipient has not read: the wait is per author.
      const conversation = listingMessagesKey(authorId, conversationId);
      if (await waitsForQuiet(tx, recipientId, conversation, unreadBefore)) return;
      const role = recipientId === buyerId ? 'buyer' : 'seller';
      await mailOptional(
        tx,
        [recipientId],
        'new_message',
        (why) => why.newListingMessage(role),
        (recipient, unsubscribe) => ({
          dedupeKey: `${conversation}${messageId}`,
          mail: newListingMessageMail(recipient.language, {
            name: recipient.name,
            from: authorName,
            title: productTitle,
            url: `${settings.publicUrl}${conversationPagePath(conversationId)}`,
            unsubscribe,
          }),
        }),
      );
    },
  );

  // A deleted account is sent nothing more, and its choices are forgotten (docs/decisions/029-deleting-an-account.md).
  events.on('user.deleting', async ({ userId }, tx) => {
    await forgetRecipient(tx, userId);
    await forgetMailPreferences(tx, userId);
    // The e-mails to others about what they wrote about listings (docs/decisions/081, 037).
    await forgetMailWithKeys(tx, [listingMessagesKey(userId)]);
  });

  // Nor does mail to others keep them (docs/decisions/081-what-a-deleted-account-leaves.md): the e-mails about
  // their messages (every one in an order they bought, theirs in one they sold in), the sellers' sale e-mails with
  // their contact details, the buyers' order e-mails with their name and pickup place (036) and the saved-search
  // e-mails naming their listings go, sent or not; the messages are erased and the notices name "a former student".
  events.on('user.forgotten_in_orders', async ({ userId, orders }, tx) => {
    await forgetMailWithKeys(
      tx,
      orders.flatMap(({ orderId, role }) =>
        role === 'buyer'
          ? [conversationKey(orderId), itemSoldKey(orderId)]
          : [conversationKey(orderId, userId)],
      ),
    );
    await forgetMailWithExactKeys(
      tx,
      orders.filter(({ role }) => role === 'seller').map(({ orderId }) => orderPlacedKey(orderId)),
    );
  });
  events.on('user.listings_withdrawn', async ({ productIds }, tx) => {
    await forgetMailWithKeys(tx, productIds.map(savedSearchMatchKey));
  });
}

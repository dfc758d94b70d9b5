import { CONSOLE_QUICK_QUERIES } from '../../../domain/contracts/admin.ts';
import type { Register, User } from '../../../domain/contracts/auth.ts';
import type { AppUnderTest } from '../build-test-app.ts';
import { buyerClient, homeDelivery } from '../checkout.ts';
import { storedPart } from '../exchange.ts';
import { createProduct, createUser, loginAs } from '../factories.ts';
import type { Role } from './fuzz-targets.ts';
import type { FieldHints } from './schema-arbitrary.ts';

type Account = User & Pick<Register, 'password'>;
type SignedIn = { account: Account; cookie: string };

/** The people and things fuzzed requests act as and on. */
export interface FuzzWorld {
  /** The session cookie of the role's account; none for a guest. */
  cookieOf(role: Role): string | undefined;
  /** Signs a new account in for a role whose calls were rate limited, so later cases reach the route again. */
  replace(role: Role): Promise<void>;
  /**
   * Lists, orders and pays afresh (an earlier route may have bought, cancelled or deleted what there was) and
   * answers the hints that let generated input name these things.
   */
  restock(): Promise<FieldHints>;
}

async function bodyOf(expected: number, response: Promise<{ statusCode: number; body: string }>) {
  const { statusCode, body } = await response;
  if (statusCode !== expected)
    throw new Error(`fuzz set-up: expected ${expected}, got ${statusCode} ${body}`);
  return JSON.parse(body);
}

/**
 * A seller with listings, and a member who has a cart line, a placed order, a delivered order, an unpaid and a
 * paid online payment, and a listing of their own that another student bought (a sale); plus an admin. Each
 * restock starts with new people: a route's cases may have suspended or blocked the last ones, and a seller's
 * delivered cash orders leave fees owed until, past COD_FEE_DEBT_LIMIT, the seller takes online payment only.
 */
export async function createFuzzWorld(t: AppUnderTest): Promise<FuzzWorld> {
  const db = t.database.db;
  const signIn = async (role: 'member' | 'admin'): Promise<SignedIn> => {
    const account = await createUser(db, { isAdmin: role === 'admin' });
    return { account, cookie: await loginAs(t.app, account) };
  };
  const people = { member: await signIn('member'), admin: await signIn('admin') };

  return {
    cookieOf: (role) => (role === 'guest' ? undefined : people[role].cookie),

    async replace(role) {
      if (role !== 'guest') people[role] = await signIn(role);
    },

    async restock() {
      people.member = await signIn('member');
      people.admin = await signIn('admin');
      const { member, admin } = people;
      // Buys the member's own listing, so the member has sales to hand over, decline and talk about.
      const customer = buyerClient(t.app, (await signIn('member')).cookie);
      const buyer = buyerClient(t.app, member.cookie);
      const seller = await createUser(db);
      const forSale = await createProduct(db, seller.id, { quantity: 1000 });
      const lastCopy = await createProduct(db, seller.id, { quantity: 1 });
      const ownListing = await createProduct(db, member.account.id, { quantity: 5 });
      const oneCopy = [{ productId: forSale.id, quantity: 1 }];
      // Bought with Buy Now, so the cart line stays.
      const cartLine = await bodyOf(201, buyer.call('POST', '/api/cart', { productId: forSale.id }));
      const placed = await bodyOf(201, buyer.placeCashOrder(oneCopy, { fromBuyNow: true }));
      const delivered = await bodyOf(201, buyer.placeCashOrder(oneCopy, { fromBuyNow: true }));
      await bodyOf(
        200,
        t.app.inject({
          method: 'PUT',
          url: `/api/orders/${delivered.id}/status`,
          payload: { status: 'delivered' },
          headers: { cookie: admin.cookie },
        }),
      );
      const unpaid = await bodyOf(200, buyer.call('POST', '/api/razorpay/create-order', { items: oneCopy }));
      const paid = await buyer.payOnline(oneCopy);
      const notifications: { id: number }[] = await bodyOf(200, buyer.call('GET', '/api/notifications'));
      const sale = await bodyOf(
        201,
        customer.placeCashOrder([{ productId: ownListing.id, quantity: 1 }], { fromBuyNow: true }),
      );
      const saleCode = (await storedPart(t, sale.id, member.account.id)).handoverCode;
      // An offer on the member's listing for them to answer, and one of theirs on another's (decision 038).
      const offerToMember = await bodyOf(
        201,
        customer.call('POST', `/api/listings/${ownListing.id}/offers`, { amount: 200 }),
      );
      const offerOfMember = await bodyOf(
        201,
        buyer.call('POST', `/api/listings/${lastCopy.id}/offers`, { amount: 200 }),
      );
      // A question about a listing, so the inbox's conversation routes meet one of the member's (decision 037).
      const question = await bodyOf(
        201,
        buyer.call('POST', `/api/listings/${lastCopy.id}/messages`, { text: 'Is it still there?' }),
      );
      // A wanted post of the member's to close, and another student's to answer with "I have this" (decision 094).
      const ownWanted = await bodyOf(201, buyer.call('POST', '/api/wanted', { title: 'Fuzz wanted book' }));
      const othersWanted = await bodyOf(
        201,
        customer.call('POST', '/api/wanted', { title: 'Fuzz wanted book' }),
      );

      return {
        integerIds: [
          forSale.id,
          lastCopy.id,
          ownListing.id,
          cartLine.id,
          placed.id,
          delivered.id,
          sale.id,
          question.conversationId,
          ...notifications.slice(0, 2).map((notification) => notification.id),
          member.account.id,
          admin.account.id,
          seller.id,
          offerToMember.id,
          offerOfMember.id,
          ownWanted.id,
          othersWanted.id,
        ],
        textIds: [unpaid.order.id, paid.providerOrder.id, paid.paymentId],
        byName: {
          ...Object.fromEntries(Object.entries(homeDelivery).map(([field, value]) => [field, [value]])),
          // Values that pass the refinements a JSON Schema cannot describe.
          userId: [member.account.id],
          username: [member.account.username],
          password: [member.account.password],
          email: [member.account.email],
          phone: ['9876543210'],
          sellerWhatsapp: ['+91 98765 43210'],
          sellerContactEmail: ['priya@example.in'],
          pickupPincode: ['411005'],
          price: [250, '250.00'],
          originalPrice: [499],
          // The totals the buyer saw are only checked when sent.
          totalAmount: [null],
          commission: [null],
          quantity: [1, 2],
          amount: [unpaid.order.amount, 200, 220],
          razorpay_signature: [paid.signature],
          code: [saleCode],
          query: CONSOLE_QUICK_QUERIES.map((quick) => quick.query),
          q: [forSale.title.split(' ')[0]],
          isbn: ['9788177091878', '81-7709-187-5'],
        },
      };
    },
  };
}

import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import { eitherBlocked } from '../blocks/index.ts';
import { findListingToMatch, type ListingToMatch, listingKeyTerms } from '../products/index.ts';
import { isOpen } from './wanted.service.ts';
import { wantedMatches, wantedPosts } from './wanted.tables.ts';

/*
 * A listing that answers wanted posts tells their students, once per post and listing
 * (docs/decisions/094-wanted-posts.md). The rule is the saved searches' (decision 019): the post's words compiled
 * as search compiles them, narrowed through a GIN index over its key words, recorded in `wanted_matches` with
 * ON CONFLICT DO NOTHING so a restock, an edit or "I have this" after a match never tells twice. Unlike saved
 * searches it runs in the listing's own transaction: open posts are few (10 a student, 60 days), the ISBN is one
 * index lookup, and the student hears at once.
 */

type Post = DomainEvents['wanted.listed']['posts'][number];

/** The open posts (not the seller's) the listing answers and had not answered before, recorded; one statement. */
async function recordMatches(tx: Transaction, listing: ListingToMatch): Promise<Post[]> {
  const vector = sql`${listing.vector}::tsvector`;
  const price = sql`${listing.price}::numeric`;
  // Same ISBN; else, when either has none, all the post's title words in the listing's title.
  const byWords = sql`${wantedPosts.keyTerms} && ${listingKeyTerms(listing)} and ${vector} @@ ${wantedPosts.matchQuery}`;
  const answers = listing.isbn
    ? sql`(${wantedPosts.isbn} = ${listing.isbn} or (${wantedPosts.isbn} is null and ${byWords}))`
    : byWords;
  const result = (await tx.execute(sql`
    with matched as (
      select ${wantedPosts.id} as id, ${wantedPosts.userId} as user_id, ${wantedPosts.title} as title
      from ${wantedPosts}
      where ${isOpen} and ${answers}
        and ${wantedPosts.userId} <> ${listing.sellerId}
        and (${wantedPosts.maxPrice} is null or ${wantedPosts.maxPrice} >= ${price})
        and (${wantedPosts.city} is null or lower(btrim(${wantedPosts.city})) = ${listing.city})
        and (${wantedPosts.institution} is null or lower(btrim(${wantedPosts.institution})) = ${listing.institution})
    ),
    inserted as (
      insert into ${wantedMatches} (wanted_id, product_id)
      select id, ${listing.id} from matched
      on conflict do nothing
      returning wanted_id
    )
    select matched.id, matched.user_id, matched.title
    from matched join inserted on inserted.wanted_id = matched.id
    order by matched.id
  `)) as unknown as { rows: { id: number; user_id: number; title: string }[] };
  return result.rows.map((row) => ({ wantedId: row.id, userId: row.user_id, wantedTitle: row.title }));
}

/**
 * The posts whose students may hear of the seller's listing: not when either blocked the other, as they could
 * neither write nor order (docs/decisions/084-blocks.md). Matched posts are few, one check each.
 */
async function withoutBlocks(tx: Transaction, sellerId: number, posts: Post[]): Promise<Post[]> {
  const welcome: Post[] = [];
  for (const post of posts) if (!(await eitherBlocked(tx, sellerId, post.userId))) welcome.push(post);
  return welcome;
}

/** Tells the students whose open posts a listing that just went live answers; in the listing's transaction. */
export async function matchWantedPosts(
  tx: Transaction,
  events: EventBus,
  productId: number,
): Promise<number> {
  const listing = await findListingToMatch(tx, productId);
  if (!listing) return 0;
  const posts = await withoutBlocks(tx, listing.sellerId, await recordMatches(tx, listing));
  if (posts.length > 0) {
    await events.emit('wanted.listed', { productId, title: listing.title, price: listing.price, posts }, tx);
  }
  return posts.length;
}

/**
 * "I have this": the seller listed the book a post asks for, and its student hears of it (unless that listing
 * already told them). The listing must be the seller's own and on sale; the post open and someone else's.
 * Answers whether the student was told now.
 */
export async function answerWanted(
  db: Database,
  events: EventBus,
  sellerId: number,
  { wantedId, productId }: { wantedId: number; productId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ userId: wantedPosts.userId, title: wantedPosts.title, open: sql<boolean>`${isOpen}` })
      .from(wantedPosts)
      .where(eq(wantedPosts.id, wantedId));
    if (!post) throw notFound('wanted.not_found');
    if (post.userId === sellerId) throw forbidden('wanted.own_post');
    if (!post.open) throw conflict('wanted.closed');
    if (await eitherBlocked(tx, sellerId, post.userId)) throw forbidden('contact.unavailable');
    const listing = await findListingToMatch(tx, productId);
    if (listing?.sellerId !== sellerId) throw forbidden('wanted.not_your_listing');
    const inserted = await tx
      .insert(wantedMatches)
      .values({ wantedId, productId })
      .onConflictDoNothing()
      .returning({ wantedId: wantedMatches.wantedId });
    if (inserted.length === 0) return false;
    const posts = [{ wantedId, userId: post.userId, wantedTitle: post.title }];
    await events.emit('wanted.listed', { productId, title: listing.title, price: listing.price, posts }, tx);
    return true;
  });
}

/** Forgets a deleting student's posts (docs/decisions/029-deleting-an-account.md). */
export async function forgetWantedOf(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(wantedPosts).where(eq(wantedPosts.userId, userId));
}

import { randomBytes } from 'node:crypto';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Database, Transaction } from '../client.ts';
import { LOCK_KEYS } from '../lock-keys.ts';
import { products, users } from '../schema.ts';
import { removeCoverImages, writeCoverImages } from './covers.ts';
import {
  DEMO_LISTINGS,
  DEMO_REVIEWS,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENTS,
  type DemoListing,
  type DemoReview,
  type DemoStudent,
} from './demo-catalogue.ts';
import { insertDemoDeals } from './demo-deals.ts';

export interface SeedDemoOptions {
  /** Where uploaded files live; the covers and their thumbnails go there like uploaded images. */
  store: FileStore;
  log: (message: string) => void;
}

const DEMO_ADMIN_USERNAME = 'admin';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LISTING_SPREAD_HOURS = 30 * 24;
const STUDENTS_BY_USERNAME = new Map<string, DemoStudent>(
  DEMO_STUDENTS.map((student) => [student.username, student]),
);
const LISTINGS_BY_TITLE = new Map<string, DemoListing>(
  DEMO_LISTINGS.map((listing) => [listing.title, listing]),
);

/**
 * Fills an empty catalogue with demo students, their listings (with generated covers), a few reviews — each from
 * a completed deal, rated by both sides — and,
 * when there is no admin yet, an admin with a random password. Does nothing once any listing exists, or when
 * a demo student's username is already taken.
 */
export async function seedDemoData(db: Database, options: SeedDemoOptions): Promise<{ seeded: boolean }> {
  if (!(await isCatalogueEmpty(db))) return { seeded: false };
  const takenUsernames = await existingUsernames(db);
  if (takenUsernames.length > 0) {
    options.log(`Demo data skipped: the username(s) ${takenUsernames.join(', ')} are already taken`);
    return { seeded: false };
  }
  const adminPassword = (await adminExists(db)) ? undefined : randomBytes(12).toString('base64url');
  const [studentPasswordHashes, adminPasswordHash] = await Promise.all([
    Promise.all(DEMO_STUDENTS.map(() => hashPassword(DEMO_STUDENT_PASSWORD))),
    adminPassword === undefined ? undefined : hashPassword(adminPassword),
  ]);
  const imageNames = await writeCoverImages(options.store, DEMO_LISTINGS);

  let outcome: { seeded: boolean; adminCreated: boolean };
  try {
    outcome = await db.transaction((tx) =>
      insertDemoRows(tx, { studentPasswordHashes, adminPasswordHash, imageNames, now: new Date() }),
    );
  } catch (error) {
    await removeCoverImages(options.store, imageNames);
    throw error;
  }
  if (!outcome.seeded) {
    await removeCoverImages(options.store, imageNames);
    return { seeded: false };
  }

  const usernames = DEMO_STUDENTS.map((student) => student.username).join(', ');
  options.log(`Demo data: ${DEMO_LISTINGS.length} listings by ${DEMO_STUDENTS.length} students`);
  options.log(`Demo students: ${usernames} — password: ${DEMO_STUDENT_PASSWORD}`);
  if (outcome.adminCreated) {
    options.log(
      `Demo admin: ${DEMO_ADMIN_USERNAME} / ${adminPassword} (shown once; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)`,
    );
  }
  return { seeded: true };
}

interface DemoRowInputs {
  studentPasswordHashes: string[];
  adminPasswordHash: string | undefined;
  imageNames: string[];
  now: Date;
}

async function insertDemoRows(
  tx: Transaction,
  inputs: DemoRowInputs,
): Promise<{ seeded: boolean; adminCreated: boolean }> {
  // Two processes starting together must not both seed: the second waits here, then finds the listings.
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.demoSeed})`);
  if (!(await isCatalogueEmpty(tx))) return { seeded: false, adminCreated: false };

  const studentIds = await insertStudents(tx, inputs.studentPasswordHashes, inputs.now);
  const adminCreated =
    inputs.adminPasswordHash !== undefined && (await insertAdmin(tx, inputs.adminPasswordHash));

  const ratings = averageRatingsByTitle(DEMO_REVIEWS);
  const listed = await tx
    .insert(products)
    .values(
      DEMO_LISTINGS.map((listing, index) =>
        toProductRow(listing, {
          sellerId: lookUp(studentIds, listing.seller),
          image: inputs.imageNames[index] as string,
          listedAt: new Date(inputs.now.getTime() - listingAgeHours(index) * HOUR),
          rating: ratings.get(listing.title) ?? '0',
        }),
      ),
    )
    .returning({ id: products.id, title: products.title, createdAt: products.createdAt });

  const listingsByTitle = new Map(listed.map((row) => [row.title, row]));
  await insertDemoDeals(
    tx,
    DEMO_REVIEWS.map((review, index) => {
      const listing = lookUp(listingsByTitle, review.listingTitle);
      const demoListing = lookUp(LISTINGS_BY_TITLE, review.listingTitle);
      // Halfway between listing and now, so every deal comes after its listing.
      const handedOverAt = (listing.createdAt.getTime() + inputs.now.getTime()) / 2 + index * 60_000;
      return {
        buyer: { ...lookUp(STUDENTS_BY_USERNAME, review.reviewer), id: lookUp(studentIds, review.reviewer) },
        sellerId: lookUp(studentIds, demoListing.seller),
        listing: { id: listing.id, title: listing.title, price: demoListing.price },
        review,
        handedOverAt: new Date(Math.min(handedOverAt, inputs.now.getTime() - 2 * HOUR)),
      };
    }),
  );
  return { seeded: true, adminCreated };
}

async function insertStudents(
  tx: Transaction,
  passwordHashes: string[],
  now: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_STUDENTS.map((student, index) => ({
        username: student.username,
        passwordHash: passwordHashes[index] as string,
        email: student.email,
        phone: student.phone,
        fullName: student.fullName,
        // The students joined before their oldest listing.
        createdAt: new Date(now.getTime() - (60 - index * 3) * DAY),
      })),
    )
    .returning({ id: users.id, username: users.username });
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** Answers whether the admin was created; a user who took the name meanwhile keeps it. */
async function insertAdmin(tx: Transaction, passwordHash: string): Promise<boolean> {
  const created = await tx
    .insert(users)
    .values({
      username: DEMO_ADMIN_USERNAME,
      passwordHash,
      email: 'admin@example.in',
      fullName: 'PassItOn Admin',
      isAdmin: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0;
}

function toProductRow(
  listing: DemoListing,
  details: { sellerId: number; image: string; listedAt: Date; rating: string },
): typeof products.$inferInsert {
  const seller: DemoStudent = lookUp(STUDENTS_BY_USERNAME, listing.seller);
  const onCampus = listing.pickup === 'campus';
  return {
    title: listing.title,
    description: listing.description,
    category: listing.category,
    condition: listing.condition,
    price: listing.price,
    originalPrice: listing.originalPrice ?? null,
    quantity: listing.quantity,
    sellerId: details.sellerId,
    images: [details.image],
    rating: details.rating,
    sellerWhatsapp: seller.phone,
    sellerContactName: seller.fullName,
    sellerContactEmail: seller.email,
    pickupAddressType: onCampus ? seller.institutionType : 'home',
    pickupInstitution: onCampus ? seller.institution : null,
    pickupAddress: onCampus ? seller.campusAddress : seller.homeAddress,
    pickupCity: seller.city,
    pickupState: seller.state,
    pickupPincode: onCampus ? seller.campusPincode : seller.homePincode,
    isbn: listing.book?.isbn ?? null,
    authors: listing.book?.authors ?? null,
    edition: listing.book?.edition ?? null,
    publisher: listing.book?.publisher ?? null,
    publicationYear: listing.book?.publicationYear ?? null,
    course: listing.book?.course ?? null,
    semester: listing.book?.semester ?? null,
    createdAt: details.listedAt,
    updatedAt: details.listedAt,
  };
}

/**
 * Hours before now that a listing went up. The catalogue is written grouped by category; a fixed stride
 * (coprime with the spread) scatters it over the month, so the newest page shows a mix.
 */
function listingAgeHours(index: number): number {
  return 1 + ((index * 157) % LISTING_SPREAD_HOURS);
}

/** The average rating per reviewed listing title, as the numeric(3,2) text the rating column stores. */
function averageRatingsByTitle(demoReviews: readonly DemoReview[]): Map<string, string> {
  const ratingsByTitle = new Map<string, number[]>();
  for (const review of demoReviews) {
    ratingsByTitle.set(review.listingTitle, [
      ...(ratingsByTitle.get(review.listingTitle) ?? []),
      review.rating,
    ]);
  }
  return new Map(
    [...ratingsByTitle].map(([title, ratings]) => [
      title,
      (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(2),
    ]),
  );
}

async function isCatalogueEmpty(db: Database | Transaction): Promise<boolean> {
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  return anyProduct === undefined;
}

async function existingUsernames(db: Database): Promise<string[]> {
  const demoUsernames = DEMO_STUDENTS.map((student) => student.username);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, demoUsernames));
  return rows.map((row) => row.username);
}

/** Any admin counts: one made from ADMIN_USERNAME makes a demo admin unnecessary. */
async function adminExists(db: Database): Promise<boolean> {
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.isAdmin, true), eq(sql`lower(${users.username})`, DEMO_ADMIN_USERNAME)))
    .limit(1);
  return anyAdmin !== undefined;
}

/** A lookup in the demo data that cannot miss unless the catalogue itself is inconsistent. */
function lookUp<Key, Value>(map: ReadonlyMap<Key, Value>, key: Key): Value {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo catalogue refers to an unknown entry: ${String(key)}`);
  return value;
}

-- What a deleted account leaves (docs/decisions/081-what-a-deleted-account-leaves.md): a review can be no one's
-- (its rating kept, its author and words gone), and a message can have its text erased (kept in its place).
ALTER TABLE "order_messages" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;
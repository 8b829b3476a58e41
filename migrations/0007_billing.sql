PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`stripe_customer_id` text,
	`subscription_id` text,
	`stripe_invoice_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- Hand-edited: drizzle-kit copied the new stripe_customer_id column from the old table, which has none.
INSERT INTO `__new_payments`("id", "user_id", "subscription_id", "stripe_invoice_id", "amount", "currency", "status", "created_at", "updated_at") SELECT "id", "user_id", "subscription_id", "stripe_invoice_id", "amount", "currency", "status", "created_at", "updated_at" FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_stripe_invoice_id_unique` ON `payments` (`stripe_invoice_id`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `current_period_start` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grace_ends_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `period_ends_at` integer;
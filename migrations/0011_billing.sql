ALTER TABLE `subscriptions` ADD `current_period_start` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grace_ends_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `period_ends_at` integer;
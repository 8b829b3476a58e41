CREATE TABLE `case_documents` (
	`document_id` text PRIMARY KEY NOT NULL,
	`case_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_id`) REFERENCES `cases`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `case_documents_case_idx` ON `case_documents` (`case_id`);--> statement-breakpoint
CREATE TABLE `deadline_reminders` (
	`deadline_id` text NOT NULL,
	`offset_days` integer NOT NULL,
	`due_date` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`deadline_id`, `offset_days`),
	FOREIGN KEY (`deadline_id`) REFERENCES `deadlines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `deadline_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reminders_enabled` integer DEFAULT true NOT NULL,
	`calendar_feed_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deadline_settings_calendar_feed_id_unique` ON `deadline_settings` (`calendar_feed_id`);--> statement-breakpoint
ALTER TABLE `cases` ADD `client` text;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `priority_manual` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `court` text;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `jurisdiction` text;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `calculation` text;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `previous_deadline_date` text;--> statement-breakpoint
ALTER TABLE `deadlines` ADD `due_date_changed_at` integer;--> statement-breakpoint
CREATE INDEX `deadlines_user_court_idx` ON `deadlines` (`user_id`,`court`);--> statement-breakpoint
-- Hand-written (keep when regenerating): deadline statuses became pending / done / dismissed. A "missed" deadline is
-- a pending one in the past (its days left say so); manual deadlines count as confirmed.
UPDATE `deadlines` SET `status` = 'done' WHERE `status` = 'completed';--> statement-breakpoint
UPDATE `deadlines` SET `status` = 'dismissed' WHERE `status` = 'cancelled';--> statement-breakpoint
UPDATE `deadlines` SET `status` = 'pending' WHERE `status` = 'missed';--> statement-breakpoint
UPDATE `deadlines` SET `confirmed_at` = `created_at` WHERE `is_auto_extracted` = 0;--> statement-breakpoint
UPDATE `deadlines` SET `jurisdiction` = (SELECT `jurisdiction` FROM `analyses` WHERE `analyses`.`document_id` = `deadlines`.`document_id`) WHERE `document_id` IS NOT NULL;

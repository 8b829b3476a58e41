CREATE TABLE `legal_ai_results` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`tool` text NOT NULL,
	`input` text NOT NULL,
	`result` text NOT NULL,
	`provider` text NOT NULL,
	`model` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `legal_ai_results_user_idx` ON `legal_ai_results` (`user_id`,`created_at`);
ALTER TABLE `analyses` ADD `ai_claimed_at` integer;--> statement-breakpoint
ALTER TABLE `analyses` ADD `judicial_decision_refined` text;--> statement-breakpoint
ALTER TABLE `analyses` ADD `refined_provider` text;--> statement-breakpoint
ALTER TABLE `analyses` ADD `refined_model` text;--> statement-breakpoint
ALTER TABLE `analyses` ADD `refined_at` integer;--> statement-breakpoint
ALTER TABLE `analyses` ADD `refine_claimed_at` integer;
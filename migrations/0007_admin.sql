CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`admin_email` text NOT NULL,
	`target_user_id` text NOT NULL,
	`target_email` text NOT NULL,
	`action` text NOT NULL,
	`changes` text NOT NULL,
	`request_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_admin_idx` ON `admin_audit_log` (`admin_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_target_idx` ON `admin_audit_log` (`target_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `retained_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`stripe_invoice_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`paid_at` integer NOT NULL,
	`retain_until` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retained_payments_retain_idx` ON `retained_payments` (`retain_until`);--> statement-breakpoint
ALTER TABLE `users` ADD `deleting_at` integer;--> statement-breakpoint
-- Hand-written (keep when regenerating): the admin audit log is append-only in the database too, not only in the API.
CREATE TRIGGER `admin_audit_log_no_update` BEFORE UPDATE ON `admin_audit_log` BEGIN
  SELECT RAISE(ABORT, 'admin_audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `admin_audit_log_no_delete` BEFORE DELETE ON `admin_audit_log` BEGIN
  SELECT RAISE(ABORT, 'admin_audit_log is append-only');
END;

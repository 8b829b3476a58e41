CREATE TABLE `document_pages` (
	`document_id` text NOT NULL,
	`page_number` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confidence` real,
	`chars` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`document_id`, `page_number`),
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);

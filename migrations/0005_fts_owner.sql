-- The search index gains an indexed `owner` column (the user id's random part), so a query is restricted to its
-- owner inside the full-text match itself: no per-row lookup of the unindexed user_id, and other users' rows are
-- never ranked. Rows are copied; user_id stays as the second, exact check.
CREATE VIRTUAL TABLE `documents_fts_v2` USING fts5(
  `document_id` UNINDEXED,
  `user_id` UNINDEXED,
  `owner`,
  `file_name`,
  `content`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `documents_fts_v2` (`document_id`, `user_id`, `owner`, `file_name`, `content`)
  SELECT `document_id`, `user_id`, substr(`user_id`, instr(`user_id`, '_') + 1), `file_name`, `content` FROM `documents_fts`;
--> statement-breakpoint
DROP TRIGGER `documents_fts_cleanup`;
--> statement-breakpoint
DROP TABLE `documents_fts`;
--> statement-breakpoint
ALTER TABLE `documents_fts_v2` RENAME TO `documents_fts`;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_cleanup` AFTER DELETE ON `documents` BEGIN
  DELETE FROM `documents_fts` WHERE `document_id` = old.`id`;
END;

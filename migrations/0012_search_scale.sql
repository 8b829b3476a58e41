-- The search index gains three indexed columns (docs/decisions/021-search-at-scale.md): `concepts` (one token per
-- thesaurus concept the document states, found at indexing time, so a concept query is one token instead of a
-- dozen phrases), `parties` and `courts` (names from the analysis, searched as facets). Rows are copied with those
-- columns empty; `npm run search:reindex` (or re-analysing) fills them, and must run once after this migration.
CREATE VIRTUAL TABLE `documents_fts_v4` USING fts5(
  `document_id` UNINDEXED,
  `user_id` UNINDEXED,
  `owner`,
  `facets`,
  `concepts`,
  `parties`,
  `courts`,
  `file_name`,
  `content`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `documents_fts_v4` (`document_id`, `user_id`, `owner`, `facets`, `concepts`, `parties`, `courts`, `file_name`, `content`)
  SELECT `document_id`, `user_id`, `owner`, `facets`, '', '', '', `file_name`, `content` FROM `documents_fts`;
--> statement-breakpoint
DROP TRIGGER `documents_fts_cleanup`;
--> statement-breakpoint
DROP TABLE `documents_fts`;
--> statement-breakpoint
ALTER TABLE `documents_fts_v4` RENAME TO `documents_fts`;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_cleanup` AFTER DELETE ON `documents` BEGIN
  DELETE FROM `documents_fts` WHERE `document_id` = old.`id`;
END;

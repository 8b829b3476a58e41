-- The search index gains an indexed `facets` column: one token per filter value of the document's analysis
-- ("typecontract jurisdictionbrazil languagept"). A filtered search then names its facets inside the full-text match,
-- so bm25 ranks only the documents that pass the filters instead of ranking every match and discarding most of them.
-- Rows are copied with their facets from the analyses; the SQL filters stay as the exact check.
CREATE VIRTUAL TABLE `documents_fts_v3` USING fts5(
  `document_id` UNINDEXED,
  `user_id` UNINDEXED,
  `owner`,
  `facets`,
  `file_name`,
  `content`,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `documents_fts_v3` (`document_id`, `user_id`, `owner`, `facets`, `file_name`, `content`)
  SELECT f.`document_id`, f.`user_id`, f.`owner`,
         trim(
           coalesce('type' || replace(a.`document_type`, '_', ''), '') || ' ' ||
           coalesce('jurisdiction' || a.`jurisdiction`, '') || ' ' ||
           coalesce('language' || a.`language`, '')
         ),
         f.`file_name`, f.`content`
    FROM `documents_fts` f LEFT JOIN `analyses` a ON a.`document_id` = f.`document_id`;
--> statement-breakpoint
DROP TRIGGER `documents_fts_cleanup`;
--> statement-breakpoint
DROP TABLE `documents_fts`;
--> statement-breakpoint
ALTER TABLE `documents_fts_v3` RENAME TO `documents_fts`;
--> statement-breakpoint
CREATE TRIGGER `documents_fts_cleanup` AFTER DELETE ON `documents` BEGIN
  DELETE FROM `documents_fts` WHERE `document_id` = old.`id`;
END;

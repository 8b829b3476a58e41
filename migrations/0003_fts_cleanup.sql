-- The FTS5 table has no foreign keys: remove a document's index entry whenever the document row goes, including
-- when a user is deleted and their documents cascade.
CREATE TRIGGER `documents_fts_cleanup` AFTER DELETE ON `documents` BEGIN
  DELETE FROM `documents_fts` WHERE `document_id` = old.`id`;
END;

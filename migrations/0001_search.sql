-- Full-text index over each document's file name and extracted text (FTS5; diacritics folded so
-- "rescisao" finds "rescisão"). Rows are written by the analysis pipeline and removed with the document.
CREATE VIRTUAL TABLE `documents_fts` USING fts5(
  `document_id` UNINDEXED,
  `user_id` UNINDEXED,
  `file_name`,
  `content`,
  tokenize = 'unicode61 remove_diacritics 2'
);

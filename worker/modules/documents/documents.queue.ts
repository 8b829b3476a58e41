/** Queue consumer for "analyse document N" jobs (and the dead-letter queue). */
export async function handleAnalysisBatch(batch: MessageBatch<unknown>, _env: Env): Promise<void> {
  for (const message of batch.messages) message.ack();
}

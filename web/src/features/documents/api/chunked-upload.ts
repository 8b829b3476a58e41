import type { ChunkedUploadDto } from "../../../../../common/api/documents.ts";
import { ApiError, byId, call, clientWith } from "../../../lib/api.ts";

/**
 * The chunked, resumable upload for files larger than one request allows (LIMITS.singleRequestUploadBytes):
 * start → PUT each missing part (retried with backoff) → complete. Pure functions over an injected fetch, so they run
 * against a fake API in unit tests and against apiFetch (credentials, language) in the app.
 */

export type FetchLike = typeof fetch;

/** The typed routes of the chunked upload, sending through `fetch`. */
const uploads = (fetch: FetchLike) => clientWith(fetch).api.documents.uploads;

/** Attempts of one part after its first failure, and the first backoff (doubled each time). */
const PART_RETRIES = 3;
const BACKOFF_MS = 500;
/** After a part has used its retries: rounds of "which parts arrived?" followed by sending only the missing ones. */
const RESUME_ROUNDS = 2;
/** Parts in flight at once. */
const CONCURRENCY = 3;

export interface ChunkedUploadOptions {
  fetch: FetchLike;
  /** Bytes the server has confirmed so far (received parts), out of the file's size. */
  onProgress?: (confirmedBytes: number, totalBytes: number) => void;
  /** The upload's id as soon as the server has opened it (the caller keeps it to resume or cancel later). */
  onStart?: (id: string) => void;
  /** Aborting stops sending and cancels the upload on the server (DELETE). */
  signal?: AbortSignal;
  /** An upload opened earlier (a failed attempt): ask which parts arrived and send only the missing ones. */
  resumeId?: string;
  retries?: number;
  backoffMs?: number;
  resumeRounds?: number;
  concurrency?: number;
  /** Injected in tests so backoff does not really wait. */
  sleep?: (ms: number) => Promise<void>;
}

/** The upload was cancelled by the caller; the server side has been asked to discard it. */
export class UploadCancelledError extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadCancelledError";
  }
}

/** Sent every part with its retries and resume rounds, and still some are missing. Carries the id to resume. */
export class ChunkedUploadIncompleteError extends Error {
  readonly uploadId: string;
  readonly reason: unknown;

  constructor(uploadId: string, reason: unknown) {
    super(reason instanceof Error ? reason.message : "Upload incomplete");
    this.name = "ChunkedUploadIncompleteError";
    this.uploadId = uploadId;
    this.reason = reason;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The byte range [start, end) of part n (1-based): every part is partSize except the last. */
export function partRange(n: number, size: number, partSize: number): { start: number; end: number } {
  const start = (n - 1) * partSize;
  return { start, end: Math.min(size, start + partSize) };
}

/** Part numbers 1…partCount the server does not have. */
export function missingParts(dto: Pick<ChunkedUploadDto, "partCount" | "receivedParts">): number[] {
  const have = new Set(dto.receivedParts);
  const missing: number[] = [];
  for (let n = 1; n <= dto.partCount; n++) if (!have.has(n)) missing.push(n);
  return missing;
}

function isAbort(err: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (err instanceof Error && err.name === "AbortError");
}

/** Network failures, 5xx, 408 and 429 may pass on a retry; any other answer will not change. */
function isRetryable(err: unknown): boolean {
  if (err instanceof ApiError) return err.status >= 500 || err.status === 408 || err.status === 429;
  return err instanceof TypeError;
}

function startChunkedUpload(
  fetch: FetchLike,
  json: { fileName: string; size: number },
  signal?: AbortSignal,
): Promise<ChunkedUploadDto> {
  return call(uploads(fetch).$post({ json }, { init: { signal } }));
}

function describeChunkedUpload(fetch: FetchLike, id: string, signal?: AbortSignal): Promise<ChunkedUploadDto> {
  return call(uploads(fetch)[":id"].$get(byId(id), { init: { signal } }));
}

/**
 * PUT the raw bytes of one part; the browser sets Content-Length for a Blob body. The route reads the raw stream, so
 * the bytes go in `init` rather than a typed body.
 */
async function sendPart(fetch: FetchLike, id: string, n: number, bytes: Blob, signal?: AbortSignal) {
  await call(
    uploads(fetch)[":id"].parts[":part"].$put(
      { param: { id: encodeURIComponent(id), part: String(n) } },
      { init: { body: bytes, signal, headers: { "content-type": "application/octet-stream" } } },
    ),
  );
}

function completeChunkedUpload(fetch: FetchLike, id: string) {
  return call(uploads(fetch)[":id"].complete.$post(byId(id)));
}

/** DELETE the upload: the server discards the parts and gives back the reserved trial unit. */
export async function cancelChunkedUpload(fetch: FetchLike, id: string): Promise<void> {
  await call(uploads(fetch)[":id"].$delete(byId(id)));
}

/** Best effort: a cancel that cannot reach the server leaves the upload to expire there. */
async function cancelQuietly(fetch: FetchLike, id: string): Promise<void> {
  try {
    await cancelChunkedUpload(fetch, id);
  } catch {
    // Nothing more to do from here.
  }
}

/**
 * Uploads `file` through the chunked API and completes it; resolves with the accepted document (its status may be
 * "failed" when the file is stored but too large to analyse). Throws ApiError for answers that retrying cannot change
 * (TRIAL_LIMIT_EXCEEDED, TOO_MANY_UPLOADS, …), UploadCancelledError after the signal aborted, and
 * ChunkedUploadIncompleteError (with the id, to resume later) when parts are still missing after every retry.
 */
export async function chunkedUpload(file: Blob & { name: string }, options: ChunkedUploadOptions) {
  const {
    fetch,
    signal,
    onProgress,
    retries = PART_RETRIES,
    backoffMs = BACKOFF_MS,
    resumeRounds = RESUME_ROUNDS,
    concurrency = CONCURRENCY,
    sleep = defaultSleep,
  } = options;
  if (signal?.aborted) throw new UploadCancelledError();

  let upload: ChunkedUploadDto | null = null;
  if (options.resumeId) {
    try {
      upload = await describeChunkedUpload(fetch, options.resumeId, signal);
    } catch (err) {
      if (isAbort(err, signal)) throw new UploadCancelledError();
      // Gone (cancelled, completed or expired) or not ours: start again below. A network failure is the caller's.
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
    }
    if (upload && upload.size !== file.size) {
      await cancelQuietly(fetch, upload.id);
      upload = null;
    }
  }
  if (!upload) {
    try {
      upload = await startChunkedUpload(fetch, { fileName: file.name, size: file.size }, signal);
    } catch (err) {
      if (isAbort(err, signal)) throw new UploadCancelledError();
      throw err;
    }
  }
  const { id, partSize } = upload;
  options.onStart?.(id);
  // The start may have been answered after the caller gave up: the upload exists now, so discard it.
  if (signal?.aborted) {
    await cancelQuietly(fetch, id);
    throw new UploadCancelledError();
  }

  const sizeOf = (n: number) => {
    const { start, end } = partRange(n, file.size, partSize);
    return end - start;
  };
  const confirmed = new Set<number>(upload.receivedParts);
  const report = () => {
    let bytes = 0;
    for (const n of confirmed) bytes += sizeOf(n);
    onProgress?.(bytes, file.size);
  };
  report();

  const sendWithRetries = async (n: number) => {
    const { start, end } = partRange(n, file.size, partSize);
    for (let attempt = 0; ; attempt++) {
      try {
        await sendPart(fetch, id, n, file.slice(start, end), signal);
        confirmed.add(n);
        report();
        return;
      } catch (err) {
        if (isAbort(err, signal)) throw new UploadCancelledError();
        if (!isRetryable(err) || attempt >= retries) throw err;
        await sleep(backoffMs * 2 ** attempt);
        if (signal?.aborted) throw new UploadCancelledError();
      }
    }
  };

  /** Sends the given parts, `concurrency` at a time; resolves with the first error, after every worker stopped. */
  const sendAll = async (parts: number[]): Promise<unknown> => {
    const queue = [...parts];
    let failure: unknown = null;
    const worker = async () => {
      while (queue.length > 0 && failure === null) {
        const n = queue.shift() as number;
        try {
          await sendWithRetries(n);
        } catch (err) {
          // A part that cannot arrive even after retries stops the round; the resume round asks what is missing.
          failure ??= err;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, parts.length)) }, worker));
    return failure;
  };

  try {
    let missing = missingParts({ partCount: upload.partCount, receivedParts: [...confirmed] });
    for (let round = 0; ; round++) {
      const failure = await sendAll(missing);
      if (failure === null) break;
      if (failure instanceof UploadCancelledError) throw failure;
      if (!isRetryable(failure)) throw failure;
      if (round >= resumeRounds) throw new ChunkedUploadIncompleteError(id, failure);
      await sleep(backoffMs * 2 ** retries);
      if (signal?.aborted) throw new UploadCancelledError();
      // The server's list is the truth: a part whose answer was lost may have arrived after all.
      let state: ChunkedUploadDto;
      try {
        state = await describeChunkedUpload(fetch, id, signal);
      } catch (err) {
        if (isAbort(err, signal)) throw new UploadCancelledError();
        if (!isRetryable(err)) throw err;
        continue;
      }
      confirmed.clear();
      for (const n of state.receivedParts) confirmed.add(n);
      report();
      missing = missingParts(state);
    }
    if (signal?.aborted) throw new UploadCancelledError();
    return await completeChunkedUpload(fetch, id);
  } catch (err) {
    if (err instanceof UploadCancelledError || isAbort(err, signal)) {
      await cancelQuietly(fetch, id);
      throw new UploadCancelledError();
    }
    if (err instanceof ChunkedUploadIncompleteError) throw err;
    // A network failure of the complete call itself: the parts are there, a later attempt can resume and complete.
    if (isRetryable(err)) throw new ChunkedUploadIncompleteError(id, err);
    // An answer no retry will change (refused part, upload gone): free the open-upload slot and the reserved unit.
    await cancelQuietly(fetch, id);
    throw err;
  }
}

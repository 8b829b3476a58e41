import { useCallback, useEffect, useRef, useState } from "react";
import { ACCEPTED_UPLOAD_EXTENSIONS, LIMITS } from "../../../../../common/vocabulary.ts";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError, apiFetch } from "../../../lib/api.ts";
import { paths } from "../../../lib/paths.ts";
import {
  ChunkedUploadIncompleteError,
  cancelChunkedUpload,
  chunkedUpload,
  UploadCancelledError,
} from "./chunked-upload.ts";
import { uploadDocument, useAnalyses } from "./documents-api.ts";

/** docs/requirements.md §4/§9: progress starts at 20, +10 every 500 ms up to 90, 100 on success, 0 again after 1 s. */
const PROGRESS = { start: 20, step: 10, everyMs: 500, cap: 90, resetAfterMs: 1000 } as const;
/** docs/requirements.md §8: the logged-out toast, then the login endpoint after 500 ms. */
const LOGGED_OUT_REDIRECT_MS = 500;

/** Files larger than one request allows go through the chunked upload, with real progress. */
function isChunked(file: { size: number }): boolean {
  return file.size > LIMITS.singleRequestUploadBytes;
}

type Rejection = { kind: "type" } | { kind: "tooLarge" } | { kind: "tooSmall" } | { kind: "tooMany" };

function checkFiles(files: File[]): Rejection | null {
  if (files.length > 1) return { kind: "tooMany" };
  const file = files[0];
  if (!file) return null;
  const dot = file.name.lastIndexOf(".");
  const ext = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!ACCEPTED_UPLOAD_EXTENSIONS.includes(ext)) return { kind: "type" };
  if (file.size > LIMITS.maxUploadBytes) return { kind: "tooLarge" };
  if (file.size < 1) return { kind: "tooSmall" };
  return null;
}

/**
 * The upload card's state machine: the chosen file, the upload running (one request, or chunked with the bytes the
 * server confirmed), its progress, and the toasts for what happens to it — including the analysis outcome of each
 * accepted document, watched through the polled list. `onChange` runs after an accepted upload and again when a
 * watched document finishes, so other cards refresh.
 */
export function useUpload(onChange: () => void) {
  const { t } = useI18n();
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Chunked uploads: bytes the server confirmed, the way to cancel the one running, and one left incomplete by a
  // lost connection (resumed by the next upload of the same file, cancelled when the file is removed).
  const [sent, setSent] = useState<{ bytes: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const incomplete = useRef<{ id: string; file: File } | null>(null);
  // Documents accepted by the server whose analysis is still running: id → file name.
  const [watching, setWatching] = useState<Record<string, string>>({});
  const { data: analyses } = useAnalyses();

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      if (resetTimer.current) clearTimeout(resetTimer.current);
      // Leaving the page stops a chunked upload and discards it on the server.
      abort.current?.abort();
      const left = incomplete.current;
      if (left) void cancelChunkedUpload(apiFetch, left.id).catch(() => undefined);
    },
    [],
  );

  // Toast the outcome of each watched document once the list shows it finished.
  useEffect(() => {
    if (!analyses) return;
    const ids = Object.keys(watching);
    if (ids.length === 0) return;
    const done: string[] = [];
    for (const id of ids) {
      const doc = analyses.items.find((d) => d.id === id);
      if (!doc) continue;
      if (doc.status === "processed") {
        toast({
          title: t.upload.processed,
          description: format(t.upload.processedBody, { name: doc.fileName }),
          variant: "success",
        });
        done.push(id);
      } else if (doc.status === "failed") {
        toast({
          title: t.upload.processingFailed,
          description: doc.failureMessage ?? t.documents.unknownReason,
          variant: "destructive",
        });
        done.push(id);
      }
    }
    if (done.length > 0) {
      setWatching((w) => Object.fromEntries(Object.entries(w).filter(([id]) => !done.includes(id))));
      onChange();
    }
  }, [analyses, watching, toast, t, onChange]);

  const reject = useCallback(
    (rejection: Rejection) => {
      const message =
        rejection.kind === "tooMany"
          ? t.upload.tooManyFiles
          : rejection.kind === "type"
            ? format(t.upload.fileTypeMustBe, { types: ACCEPTED_UPLOAD_EXTENSIONS.join(", ") })
            : rejection.kind === "tooLarge"
              ? format(t.upload.fileTooLarge, { bytes: LIMITS.maxUploadBytes })
              : format(t.upload.fileTooSmall, { bytes: 1 });
      toast({ title: t.upload.rejectedTitle, description: message, variant: "destructive" });
    },
    [t, toast],
  );

  /** Forgets an upload left incomplete, and asks the server to discard it (best effort). */
  const discardIncomplete = () => {
    const left = incomplete.current;
    incomplete.current = null;
    if (left) void cancelChunkedUpload(apiFetch, left.id).catch(() => undefined);
  };

  /** Takes the picked or dropped files: one acceptable file becomes the chosen one, anything else is toasted. */
  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const rejection = checkFiles(files);
    if (rejection) {
      reject(rejection);
      return;
    }
    discardIncomplete();
    setFile(files[0] ?? null);
  };

  const remove = () => {
    // While a chunked upload runs the button cancels it: the upload's own error handling then tells the user.
    if (uploading) {
      abort.current?.abort();
      return;
    }
    discardIncomplete();
    setFile(null);
  };

  /** The chunked upload of a large file; progress is the bytes the server confirmed, capped at 99 until complete. */
  const sendChunked = async (large: File) => {
    const controller = new AbortController();
    abort.current = controller;
    const resumeId = incomplete.current?.file === large ? incomplete.current.id : undefined;
    setSent({ bytes: 0, total: large.size });
    setProgress(0);
    try {
      const accepted = await chunkedUpload(large, {
        fetch: apiFetch,
        signal: controller.signal,
        resumeId,
        onStart: (id) => {
          incomplete.current = { id, file: large };
        },
        onProgress: (bytes, total) => {
          setSent({ bytes, total });
          setProgress(Math.min(99, Math.floor((bytes / total) * 100)));
        },
      });
      incomplete.current = null;
      return accepted;
    } catch (err) {
      // Cancelled (and discarded) or refused for good: nothing to resume. Incomplete: the next attempt resumes.
      if (!(err instanceof ChunkedUploadIncompleteError)) incomplete.current = null;
      throw err;
    } finally {
      abort.current = null;
      setSent(null);
    }
  };

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  /** Tells the user why an upload did not go through; a 401 also leaves for the login endpoint. */
  const reportFailure = (err: unknown, name: string) => {
    if (err instanceof UploadCancelledError) {
      setFile(null);
      toast({ title: t.upload.cancelled, description: format(t.upload.cancelledBody, { name }) });
    } else if (err instanceof ChunkedUploadIncompleteError) {
      toast({ title: t.upload.uploadFailedTitle, description: t.upload.incomplete, variant: "destructive" });
    } else if (err instanceof ApiError && err.status === 401) {
      toast({ title: t.upload.unauthorizedTitle, description: t.upload.unauthorized, variant: "destructive" });
      setTimeout(() => window.location.assign(paths.loginEndpoint), LOGGED_OUT_REDIRECT_MS);
    } else if (err instanceof ApiError && err.code === "TRIAL_LIMIT_EXCEEDED") {
      toast({ title: t.upload.trialLimitTitle, description: t.upload.trialLimit, variant: "destructive" });
      onChange();
    } else {
      const message = err instanceof ApiError && err.code ? err.message : t.upload.failed;
      toast({ title: t.upload.uploadFailedTitle, description: message, variant: "destructive" });
    }
  };

  const upload = async () => {
    if (!file || uploading) return;
    setUploading(true);
    if (resetTimer.current) clearTimeout(resetTimer.current);
    const chunked = isChunked(file);
    if (!chunked) {
      setProgress(PROGRESS.start);
      timer.current = setInterval(
        () => setProgress((p) => Math.min(PROGRESS.cap, p + PROGRESS.step)),
        PROGRESS.everyMs,
      );
    }
    try {
      const accepted = chunked ? await sendChunked(file) : await uploadDocument(file);
      stopTimer();
      setProgress(100);
      resetTimer.current = setTimeout(() => setProgress(0), PROGRESS.resetAfterMs);
      setFile(null);
      setWatching((w) => ({ ...w, [accepted.id]: accepted.fileName }));
      // Already failed (stored but too large to analyse): the watcher toasts the reason from the list instead.
      if (accepted.status !== "failed") {
        toast({
          title: t.upload.accepted202,
          description: format(t.upload.accepted202Body, { name: accepted.fileName }),
        });
      }
      onChange();
    } catch (err) {
      stopTimer();
      setProgress(0);
      reportFailure(err, file.name);
    } finally {
      setUploading(false);
    }
  };

  return {
    file,
    uploading,
    progress,
    /** Bytes the server confirmed of the chunked upload running, or null. */
    sent,
    /** A chunked upload can be cancelled while it runs; a single-request one cannot (docs/requirements.md §2). */
    canRemove: !uploading || (file !== null && isChunked(file)),
    choose,
    remove,
    upload,
  };
}

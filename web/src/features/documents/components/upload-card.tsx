import { AlertTriangle, FileUp, Lock, X } from "lucide-react";
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { ACCEPTED_UPLOAD_EXTENSIONS, LIMITS } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError, apiFetch } from "../../../lib/api.ts";
import { cn } from "../../../lib/cn.ts";
import { formatNumber } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import {
  ChunkedUploadIncompleteError,
  cancelChunkedUpload,
  chunkedUpload,
  UploadCancelledError,
} from "../api/chunked-upload.ts";
import { uploadDocument, useAnalyses } from "../api/documents-api.ts";

/** SPEC.md §4/§9: progress starts at 20, +10 every 500 ms up to 90, 100 on success, back to 0 after 1 s. */
export const PROGRESS = { start: 20, step: 10, everyMs: 500, cap: 90, resetAfterMs: 1000 } as const;
/** SPEC.md §8: the logged-out toast, then the login endpoint after 500 ms. */
const LOGGED_OUT_REDIRECT_MS = 500;

export interface UploadCardProps {
  isTrial: boolean;
  trialDocumentsRemaining: number;
  /** Called after an upload is accepted and again when a watched document finishes, to refresh other cards. */
  onChange: () => void;
}

const MB = 1024 * 1024;

/** Files larger than one request allows go through the chunked upload, with real progress. */
export function isChunked(file: { size: number }): boolean {
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

export function UploadCard({ isTrial, trialDocumentsRemaining, onChange }: UploadCardProps) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
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

  /** Forgets an upload left incomplete, and asks the server to discard it (best effort). */
  const discardIncomplete = () => {
    const left = incomplete.current;
    incomplete.current = null;
    if (left) void cancelChunkedUpload(apiFetch, left.id).catch(() => undefined);
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
      if (err instanceof UploadCancelledError) {
        setFile(null);
        toast({ title: t.upload.cancelled, description: format(t.upload.cancelledBody, { name: file.name }) });
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
    } finally {
      setUploading(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    choose([...event.dataTransfer.files]);
  };

  const limitReached = isTrial && trialDocumentsRemaining <= 0;
  const lowTrial = isTrial && !limitReached && trialDocumentsRemaining <= LIMITS.lowTrialWarning;

  return (
    <Card aria-labelledby={`${inputId}-title`} data-testid="upload-card">
      <CardHeader>
        <CardTitle id={`${inputId}-title`}>{t.upload.title}</CardTitle>
        <CardDescription>{t.upload.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {limitReached ? (
          <div
            className="flex flex-col items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-6 text-center"
            data-testid="trial-limit-panel"
          >
            <Lock className="h-8 w-8 text-amber-700" aria-hidden />
            <h3 className="font-semibold text-amber-900">{t.upload.limitTitle}</h3>
            <p className="text-sm text-amber-900">{t.upload.limitBody}</p>
            <Button asChild>
              <a href="#pricing">{t.upload.upgrade}</a>
            </Button>
          </div>
        ) : (
          <>
            {lowTrial && (
              <p
                role="status"
                className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="trial-low-warning"
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {format(t.upload.lowWarning, { count: trialDocumentsRemaining })}
              </p>
            )}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              accept={ACCEPTED_UPLOAD_EXTENSIONS.join(",")}
              disabled={uploading}
              data-testid="upload-input"
              onChange={(e) => {
                choose([...(e.target.files ?? [])]);
                e.target.value = "";
              }}
            />
            <button
              type="button"
              aria-describedby={`${inputId}-hint`}
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
              onDragOver={(e) => {
                e.preventDefault();
                if (!uploading) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="dropzone"
              className={cn(
                "flex w-full flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
                dragging ? "border-navy-600 bg-navy-50" : "border-slate-300 bg-slate-50 hover:bg-slate-100",
                uploading && "cursor-not-allowed opacity-60",
              )}
            >
              <FileUp className="h-8 w-8 text-navy-700" aria-hidden />
              <span className="font-medium text-navy-900">{dragging ? t.upload.dropActive : t.upload.dropHere}</span>
              <span id={`${inputId}-hint`} className="text-xs text-slate-600">
                {t.upload.accepted}
                <br />
                {t.upload.maxSize}
              </span>
            </button>
            {file && (
              <div
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
                data-testid="selected-file"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-ink">{file.name}</p>
                  <p className="text-xs text-slate-600">
                    {format(t.upload.sizeKb, { size: formatNumber(file.size / 1024, locale, 2) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={format(uploading ? t.upload.cancelUpload : t.upload.remove, { name: file.name })}
                  // SPEC.md §2 disables it while uploading; a chunked upload can be cancelled instead.
                  disabled={uploading && !isChunked(file)}
                  onClick={remove}
                  data-testid="remove-file"
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            )}
            {(progress > 0 || sent) && <Progress value={progress} label={t.upload.progress} />}
            {sent && (
              <p className="text-xs text-slate-600" aria-live="polite" data-testid="upload-bytes">
                {format(t.upload.progressBytes, {
                  sent: formatNumber(sent.bytes / MB, locale, 1),
                  total: formatNumber(sent.total / MB, locale, 1),
                })}
              </p>
            )}
            <Button className="w-full" disabled={!file || uploading} onClick={upload} data-testid="upload-button">
              {uploading ? t.upload.uploading : t.upload.upload}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

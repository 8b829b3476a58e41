import { MessageSquare, ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState } from "react";
import { labelOf } from "../../../../../common/value-labels.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatNumber } from "../../../lib/format.ts";
import { type FeedbackSample, submitFeedback, useFeedbackSample } from "../api/feedback-api.ts";

/** docs/requirements.md §2 feedback card: a real organisation entity, Correct / Incorrect, and a comment dialog. */
export function FeedbackCard({ onSubmitted }: { onSubmitted: () => void }) {
  const { t, locale, language } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const { data: sample, isLoading, mutate } = useFeedbackSample();
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [comment, setComment] = useState("");
  const [verdict, setVerdict] = useState<"correct" | "incorrect">("incorrect");

  const send = async (entity: FeedbackSample, isCorrect: boolean, text?: string) => {
    setBusy(true);
    try {
      await submitFeedback({
        documentId: entity.documentId,
        entityType: entity.entityType,
        entityValue: entity.entityValue,
        isCorrect,
        ...(text ? { feedback: text } : {}),
      });
      toast({ title: t.feedback.success, variant: "success" });
      setDialogOpen(false);
      setComment("");
      onSubmitted();
      await mutate();
    } catch (err) {
      toast({
        title: err instanceof ApiError && err.code ? err.message : t.feedback.failed,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="feedback-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.feedback.title}</CardTitle>
        <CardDescription>{t.feedback.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading ? (
          <Spinner label={t.common.loading} />
        ) : !sample ? (
          <div className="py-2 text-center" data-testid="feedback-empty">
            <p className="font-medium text-slate-800">{t.feedback.empty}</p>
            <p className="text-sm text-slate-600">{t.feedback.emptyHint}</p>
          </div>
        ) : (
          <>
            <div className="rounded-lg bg-slate-50 p-3" data-testid="feedback-entity">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.feedback.entity}</p>
              <p className="mt-1 break-words font-medium text-navy-900">{sample.entityValue}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Badge tone="info">{labelOf(language, "entityType", sample.entityType)}</Badge>
                <Badge>
                  {format(t.feedback.confidence, { value: `${formatNumber(sample.confidence * 100, locale, 1)}%` })}
                </Badge>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" disabled={busy} onClick={() => send(sample, true)}>
                <ThumbsUp className="h-4 w-4 text-emerald-700" aria-hidden />
                {t.feedback.correct}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => send(sample, false)}>
                <ThumbsDown className="h-4 w-4 text-red-700" aria-hidden />
                {t.feedback.incorrect}
              </Button>
            </div>
            <Button variant="ghost" className="w-full" disabled={busy} onClick={() => setDialogOpen(true)}>
              <MessageSquare className="h-4 w-4" aria-hidden />
              {t.feedback.addComment}
            </Button>
            <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
              <DialogContent
                title={t.feedback.dialogTitle}
                description={format(t.feedback.dialogDescription, { value: sample.entityValue })}
                closeLabel={t.common.close}
              >
                <form
                  className="space-y-4"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (comment.trim()) void send(sample, verdict === "correct", comment.trim());
                  }}
                >
                  <fieldset className="space-y-2">
                    <legend className="text-sm font-medium text-slate-800">{t.feedback.verdict}</legend>
                    <div className="flex gap-4">
                      {(["correct", "incorrect"] as const).map((v) => (
                        <label key={v} className="flex items-center gap-2 text-sm">
                          <input
                            type="radio"
                            name={`${id}-verdict`}
                            value={v}
                            checked={verdict === v}
                            onChange={() => setVerdict(v)}
                          />
                          {t.feedback[v]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-comment`}>{t.feedback.comment}</Label>
                    <Textarea
                      id={`${id}-comment`}
                      value={comment}
                      maxLength={2000}
                      placeholder={t.feedback.commentPlaceholder}
                      onChange={(e) => setComment(e.target.value)}
                      data-testid="feedback-comment"
                    />
                  </div>
                  <div className="flex justify-end gap-2">
                    <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                      {t.common.cancel}
                    </Button>
                    <Button type="submit" disabled={busy || comment.trim() === ""} data-testid="feedback-submit">
                      {busy ? t.feedback.submitting : t.feedback.submit}
                    </Button>
                  </div>
                </form>
              </DialogContent>
            </Dialog>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from "react";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { formatPercentIn } from "../../../../../common/locale-format.ts";
import { labelOf } from "../../../../../common/value-labels.ts";
import { DOCUMENT_TYPES, JURISDICTIONS, LANGUAGES } from "../../../../../common/vocabulary.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { DocumentCase } from "./document-case.tsx";
import { JudicialDecisionPanel } from "./judicial-decision-panel.tsx";
import { PartiesSection } from "./parties-section.tsx";
import { findingLabel, findingText, highlightSegments, needsReview, TEXT_PREVIEW_CHARS } from "./present.ts";
import { ReportDownloads } from "./report-downloads.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

const MARK = "rounded bg-gold-300/60 px-0.5 text-ink";

export function DetailsDialog({
  doc,
  open,
  onOpenChange,
}: {
  doc: DocumentAnalysisDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale, language: ui } = useI18n();
  const entityLabel = (type: string) => labelOf(ui, "entityType", type);
  const pct = (v: number | null | undefined) => (typeof v === "number" ? formatPercentIn(ui, v) : "—");
  const language = doc.language && LANGUAGES.includes(doc.language) ? t.values.language[doc.language] : "—";
  const jurisdiction =
    doc.jurisdiction && JURISDICTIONS.includes(doc.jurisdiction) ? t.values.jurisdiction[doc.jurisdiction] : "—";
  const type =
    doc.documentType && DOCUMENT_TYPES.includes(doc.documentType) ? t.values.documentType[doc.documentType] : "—";
  const text = doc.extractedText ?? "";
  const segments = highlightSegments(text, doc.entities);
  const review = needsReview(doc.confidence);
  const confidence = (
    <>
      <span className="inline-flex flex-wrap items-center gap-2">
        {pct(doc.confidence)}
        {review ? (
          <Badge tone="warning" data-testid="needs-review">
            {t.details.needsReview}
          </Badge>
        ) : null}
      </span>
      {review ? <span className="mt-1 block text-xs text-slate-600">{t.details.needsReviewHint}</span> : null}
    </>
  );
  const facts: [string, ReactNode][] = [
    [t.details.fileName, doc.fileName],
    [t.details.fileType, doc.fileType.toUpperCase()],
    [t.details.language, language],
    [t.details.jurisdiction, jurisdiction],
    [t.details.documentType, type],
    [t.details.confidence, confidence],
    [t.details.uploadTime, formatDateTime(doc.uploadedAt, locale)],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t.details.title}
        description={doc.fileName}
        closeLabel={t.common.close}
        className="max-w-3xl"
      >
        <div className="space-y-5" data-testid="details-dialog">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>

          <PartiesSection parties={doc.parties} />
          <DocumentCase documentId={doc.id} />

          <section aria-labelledby="details-entities">
            <h3 id="details-entities" className="mb-2 font-semibold text-navy-900">
              {t.details.entities}
            </h3>
            {doc.entities.length === 0 ? (
              <p className="text-sm text-slate-600">{t.details.noEntities}</p>
            ) : (
              <ScrollRegion
                className="max-h-60 overflow-y-auto rounded-md border border-slate-200"
                aria-label={t.details.entities}
              >
                <table className="w-full text-left text-sm">
                  <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-600">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t.details.entityType}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t.details.entityValue}
                      </th>
                      <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                        {t.details.entityConfidence}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {doc.entities.map((e, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same entity may occur twice
                      <tr key={i} className="border-t border-slate-100">
                        <td className="px-3 py-1.5">
                          <Badge>{entityLabel(e.type)}</Badge>
                        </td>
                        <td className="break-words px-3 py-1.5">
                          {e.value}
                          {/* A phone has no room for a third column: the confidence goes under the value. */}
                          <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
                            {t.details.entityConfidence}: {pct(e.confidence)}
                          </span>
                        </td>
                        <td className="hidden px-3 py-1.5 text-right tabular-nums sm:table-cell">
                          {pct(e.confidence)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </section>

          <section aria-labelledby="details-findings">
            <h3 id="details-findings" className="mb-2 font-semibold text-navy-900">
              {t.details.keyFindings}
            </h3>
            {doc.keyFindings.length === 0 ? (
              <p className="text-sm text-slate-600">{t.details.noFindings}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {doc.keyFindings.map((f, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id
                  <li key={i} className="flex flex-wrap gap-2">
                    <Badge tone="info">{findingLabel(f.type, t.values.findingType)}</Badge>
                    <span className="break-words text-ink">{findingText(f.value, ui)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="details-text">
            <h3 id="details-text" className="mb-2 font-semibold text-navy-900">
              {t.details.extractedText}
            </h3>
            {text.trim() === "" ? (
              <p className="text-sm text-slate-600">{t.details.noText}</p>
            ) : (
              <>
                <ScrollRegion
                  className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-sm leading-relaxed text-ink"
                  data-testid="extracted-text"
                  aria-label={t.details.extractedText}
                >
                  {segments.map((s, i) =>
                    s.entity ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                      <mark key={i} className={MARK} title={entityLabel(s.entity.type)}>
                        {s.text}
                      </mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                      <span key={i}>{s.text}</span>
                    ),
                  )}
                  {text.length > TEXT_PREVIEW_CHARS && "…"}
                </ScrollRegion>
                {text.length > TEXT_PREVIEW_CHARS && (
                  <p className="mt-1 text-xs text-slate-500">{t.details.truncated}</p>
                )}
              </>
            )}
          </section>

          <JudicialDecisionPanel documentId={doc.id} />

          <ReportDownloads documentId={doc.id} fileName={doc.fileName} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

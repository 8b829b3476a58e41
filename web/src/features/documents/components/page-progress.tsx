import type { PageProgressDto } from "../../../../../common/api/documents.ts";
import { Progress } from "../../../components/ui/progress.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../lib/format.ts";

/**
 * A scan read one page job per page (docs/decisions/030-scan-speed-and-pages.md): the page being read and a bar of
 * the pages read. Pages may finish out of order, so "page N" is the count read plus one, not a page number.
 */
export function PageProgress({ progress }: { progress: PageProgressDto }) {
  const { t, locale } = useI18n();
  const total = formatNumber(progress.total, locale);
  const text =
    progress.read >= progress.total
      ? format(t.scanProgress.analysing, { total })
      : format(t.scanProgress.reading, { page: formatNumber(progress.read + 1, locale), total });
  return (
    <div className="space-y-1.5" data-testid="page-progress">
      <p className="text-sm text-slate-600">{text}</p>
      <Progress
        value={progress.total > 0 ? (100 * progress.read) / progress.total : 0}
        label={t.scanProgress.label}
        valueText={text}
      />
    </div>
  );
}

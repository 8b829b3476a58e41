import type { PartyDto } from "../../../../../common/api/documents.ts";
import { labelOf } from "../../../../../common/value-labels.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";

/** The parties the engine found, each with its role in the user's language (autor → 'Plaintiff' / 'Autor'). */
export function PartiesSection({ parties }: { parties: PartyDto[] }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="details-parties">
      <h3 id="details-parties" className="mb-2 font-semibold text-navy-900">
        {t.presentation.parties}
      </h3>
      {parties.length === 0 ? (
        <p className="text-sm text-slate-600">{t.presentation.noParties}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" data-testid="parties">
          {parties.map((p) => (
            <li key={`${p.role}:${p.name}`} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="break-words text-ink">{p.name}</span>
              <Badge tone="info">{labelOf(language, "partyRole", p.role)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useId } from "react";
import { SEARCH_AMOUNT_STEPS, SEARCH_CLAUSE_TYPES } from "../../../../../common/vocabulary.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";

/** The facets taken from the engine's findings (docs/decisions/021-search-at-scale.md). */
export interface FindingFacets {
  clauseType: string;
  party: string;
  court: string;
  minAmount: number;
}

export const NO_FINDING_FACETS: FindingFacets = { clauseType: "all", party: "", court: "", minAmount: 0 };

export function hasFindingFacet(f: FindingFacets): boolean {
  return f.clauseType !== "all" || f.party.trim() !== "" || f.court.trim() !== "" || f.minAmount > 0;
}

export const selectClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-ink " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-navy-600";

/** Clause type, party, court and amount: folded under "More filters" so the card stays calm. */
export function SearchFacets({ value, onChange }: { value: FindingFacets; onChange: (next: FindingFacets) => void }) {
  const { t, language } = useI18n();
  const id = useId();
  const money = new Intl.NumberFormat(language === "pt" ? "pt-BR" : "en-US");
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2" open={hasFindingFacet(value)}>
      <summary className="cursor-pointer text-sm font-medium text-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600">
        {t.searchScale.more}
      </summary>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-clause`}>{t.searchScale.clauseType}</Label>
          <select
            id={`${id}-clause`}
            className={selectClass}
            value={value.clauseType}
            onChange={(e) => onChange({ ...value, clauseType: e.target.value })}
            data-testid="filter-clause"
          >
            <option value="all">{t.searchScale.anyClause}</option>
            {SEARCH_CLAUSE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t.values.findingType[v]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-amount`}>{t.searchScale.minAmount}</Label>
          <select
            id={`${id}-amount`}
            className={selectClass}
            value={value.minAmount}
            onChange={(e) => onChange({ ...value, minAmount: Number(e.target.value) })}
            data-testid="filter-amount"
          >
            {SEARCH_AMOUNT_STEPS.map((v) => (
              <option key={v} value={v}>
                {v === 0 ? t.searchScale.anyAmount : `≥ ${money.format(v)}`}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-party`}>{t.searchScale.party}</Label>
          <Input
            id={`${id}-party`}
            value={value.party}
            maxLength={100}
            placeholder={t.searchScale.partyPlaceholder}
            onChange={(e) => onChange({ ...value, party: e.target.value })}
            data-testid="filter-party"
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-court`}>{t.searchScale.court}</Label>
          <Input
            id={`${id}-court`}
            value={value.court}
            maxLength={100}
            placeholder={t.searchScale.courtPlaceholder}
            onChange={(e) => onChange({ ...value, court: e.target.value })}
            data-testid="filter-court"
          />
        </div>
      </div>
    </details>
  );
}

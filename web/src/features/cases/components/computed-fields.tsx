import type { DeadlineCalculation, DeadlineOptionsDto } from "../../../../../common/api/cases.ts";
import { BASE_EVENTS, PARTY_TYPES, SERVICE_METHODS } from "../../../../../common/vocabulary.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";

/** The calculator's inputs as the form holds them ("" for not chosen yet). */
export interface CalculationDraft {
  court: string;
  actionType: string;
  baseDate: string;
  baseEvent: string;
  partyType: string;
  serviceMethod: string;
}

export const EMPTY_DRAFT: CalculationDraft = {
  court: "",
  actionType: "",
  baseDate: "",
  baseEvent: "",
  partyType: "",
  serviceMethod: "",
};

/** The draft as the API's calculation, or null while a required input is missing. */
export function toCalculation(draft: CalculationDraft, options: DeadlineOptionsDto): DeadlineCalculation | null {
  const court = options.courts.find((c) => c.id === draft.court);
  if (!court || !draft.actionType || !draft.baseDate) return null;
  return {
    actionType: draft.actionType,
    jurisdiction: court.jurisdiction,
    court: court.id,
    baseDate: draft.baseDate,
    ...(draft.baseEvent ? { baseEvent: draft.baseEvent as DeadlineCalculation["baseEvent"] } : {}),
    ...(draft.partyType ? { partyType: draft.partyType as DeadlineCalculation["partyType"] } : {}),
    ...(draft.serviceMethod ? { serviceMethod: draft.serviceMethod as DeadlineCalculation["serviceMethod"] } : {}),
  };
}

/** Court first: it fixes the jurisdiction, and with it the actions, parties and service methods offered. */
export function ComputedFields({
  draft,
  onChange,
  options,
}: {
  draft: CalculationDraft;
  onChange: (draft: CalculationDraft) => void;
  options: DeadlineOptionsDto;
}) {
  const { t } = useI18n();
  const jurisdiction = options.courts.find((c) => c.id === draft.court)?.jurisdiction;
  const set = (patch: Partial<CalculationDraft>) => onChange({ ...draft, ...patch });
  const actions = options.actionTypes.filter((a) => a.jurisdiction === jurisdiction);
  const parties = PARTY_TYPES.filter((p) =>
    jurisdiction === "usa" ? p === "private" || p === "united_states" : p !== "united_states",
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field id="dl-court" label={t.cases.court}>
        <Select
          id="dl-court"
          value={draft.court}
          onValueChange={(court) => {
            const next = options.courts.find((c) => c.id === court)?.jurisdiction;
            // A new jurisdiction makes the chosen action, party and service method meaningless.
            set(next === jurisdiction ? { court } : { court, actionType: "", partyType: "", serviceMethod: "" });
          }}
          options={options.courts.map((c) => ({ value: c.id, label: c.name }))}
          placeholder={t.cases.chooseCourt}
        />
      </Field>
      <Field id="dl-action" label={t.cases.actionType}>
        <Select
          id="dl-action"
          value={draft.actionType}
          onValueChange={(actionType) => set({ actionType })}
          options={actions.map((a) => ({
            value: a.id,
            label: `${a.name} (${format(t.cases.daysUnit, { days: a.days, unit: t.cases.unit[a.unit] })})`,
          }))}
          placeholder={t.cases.chooseAction}
          disabled={!jurisdiction}
        />
      </Field>
      <Field id="dl-base-date" label={t.cases.baseDate}>
        <Input
          id="dl-base-date"
          type="date"
          value={draft.baseDate}
          onChange={(e) => set({ baseDate: e.target.value })}
        />
      </Field>
      <Field id="dl-base-event" label={t.cases.baseEvent}>
        <Select
          id="dl-base-event"
          value={draft.baseEvent}
          onValueChange={(baseEvent) => set({ baseEvent })}
          options={BASE_EVENTS.map((e) => ({ value: e, label: t.cases.baseEvents[e] }))}
          placeholder={t.cases.byRule}
        />
      </Field>
      <Field id="dl-party" label={t.cases.party}>
        <Select
          id="dl-party"
          value={draft.partyType}
          onValueChange={(partyType) => set({ partyType })}
          options={parties.map((p) => ({ value: p, label: t.cases.partyTypes[p] }))}
          placeholder={t.cases.partyTypes.private}
        />
      </Field>
      {jurisdiction === "usa" && (
        <Field id="dl-service" label={t.cases.serviceMethod}>
          <Select
            id="dl-service"
            value={draft.serviceMethod}
            onValueChange={(serviceMethod) => set({ serviceMethod })}
            options={SERVICE_METHODS.map((m) => ({ value: m, label: t.cases.serviceMethods[m] }))}
            placeholder={t.cases.serviceMethods.electronic}
          />
        </Field>
      )}
    </div>
  );
}

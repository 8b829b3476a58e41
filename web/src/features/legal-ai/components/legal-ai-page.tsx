import { BookOpenText, CalendarClock, FileSignature, GitFork, Scale } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSWRConfig } from "swr";
import type {
  CalculateDeadlinesResponse,
  DraftContractClauseResponse,
  FlowchartResponse,
  JurisprudenceSearchResponse,
  LegalAiResponse,
  LegalResearchResponse,
  StoredLegalAiResult,
} from "../../../../../common/api/legal-ai.ts";
import type { LegalAiTool } from "../../../../../common/vocabulary.ts";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { PageContainer, PageHeader } from "../../../components/ui/page.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import {
  calculateDeadlines,
  draftContractClause,
  generateFlowchart,
  legalAiKeys,
  legalResearch,
  searchJurisprudence,
} from "../api/legal-ai-api.ts";
import { ContractTab } from "./contract-tab.tsx";
import { DeadlinesTab } from "./deadlines-tab.tsx";
import { FlowchartTab } from "./flowchart-tab.tsx";
import { JurisprudenceTab } from "./jurisprudence-tab.tsx";
import { RecentResults } from "./recent-results.tsx";
import { ResearchTab } from "./research-tab.tsx";
import type { Answer } from "./result-card.tsx";

/** Each tab, the tool it calls and the answer it shows. */
interface Answers {
  jurisprudence?: Answer<JurisprudenceSearchResponse>;
  deadlines?: Answer<CalculateDeadlinesResponse>;
  contract?: Answer<DraftContractClauseResponse>;
  flowchart?: Answer<FlowchartResponse>;
  research?: Answer<LegalResearchResponse>;
}
type Tab = keyof Answers;

const TABS: { tab: Tab; tool: LegalAiTool; icon: typeof Scale }[] = [
  { tab: "jurisprudence", tool: "jurisprudence_search", icon: Scale },
  { tab: "deadlines", tool: "calculate_deadlines", icon: CalendarClock },
  { tab: "contract", tool: "draft_contract_clause", icon: FileSignature },
  { tab: "flowchart", tool: "generate_flowchart", icon: GitFork },
  { tab: "research", tool: "legal_research", icon: BookOpenText },
];

const isTab = (value: string): value is Tab => TABS.some((t) => t.tab === value);

/** One tab's panel. forceMount keeps its form's values while the user looks at another tab. */
function Panel({ tab, children }: { tab: Tab; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <TabsContent value={tab} forceMount className="data-[state=inactive]:hidden">
      <Card>
        <CardContent className="space-y-4 py-5">
          <p className="text-sm text-slate-600">{t.legalAi.tabHints[tab]}</p>
          {children}
        </CardContent>
      </Card>
    </TabsContent>
  );
}

export default function LegalAiPage() {
  const { t } = useI18n();
  const s = t.legalAi;
  const { mutate } = useSWRConfig();
  const [tab, setTab] = useState<Tab>("jurisprudence");
  const [answers, setAnswers] = useState<Answers>({});

  const run = async <K extends Tab>(
    key: K,
    call: () => Promise<NonNullable<Answers[K]> extends Answer<infer R> ? R : never>,
  ) => {
    setAnswers((a) => ({ ...a, [key]: { status: "loading" } }));
    try {
      const response = await call();
      setAnswers((a) => ({ ...a, [key]: { status: "done", response } }));
      void mutate(legalAiKeys.results);
    } catch (error) {
      setAnswers((a) => ({ ...a, [key]: { status: "failed", error } }));
    }
  };

  const show = (stored: StoredLegalAiResult) => {
    const entry = TABS.find((x) => x.tool === stored.tool);
    if (!entry) return;
    setTab(entry.tab);
    setAnswers((a) => ({
      ...a,
      [entry.tab]: { status: "done", response: stored.response as LegalAiResponse, input: stored.input },
    }));
  };

  return (
    <PageContainer>
      <PageHeader title={s.title} description={s.description} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)} className="min-w-0">
          <TabsList aria-label={s.title}>
            {TABS.map(({ tab: key, icon: Icon }) => (
              <TabsTrigger key={key} value={key} data-testid={`tab-${key}`}>
                <Icon className="h-4 w-4" aria-hidden />
                {s.tabs[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          <Panel tab="jurisprudence">
            <JurisprudenceTab
              answer={answers.jurisprudence}
              onSubmit={(r) => void run("jurisprudence", () => searchJurisprudence(r))}
            />
          </Panel>
          <Panel tab="deadlines">
            <DeadlinesTab
              answer={answers.deadlines}
              onSubmit={(r) => void run("deadlines", () => calculateDeadlines(r))}
            />
          </Panel>
          <Panel tab="contract">
            <ContractTab
              answer={answers.contract}
              onSubmit={(r) => void run("contract", () => draftContractClause(r))}
            />
          </Panel>
          <Panel tab="flowchart">
            <FlowchartTab
              answer={answers.flowchart}
              onSubmit={(r) => void run("flowchart", () => generateFlowchart(r))}
            />
          </Panel>
          <Panel tab="research">
            <ResearchTab answer={answers.research} onSubmit={(r) => void run("research", () => legalResearch(r))} />
          </Panel>
        </Tabs>
        <aside>
          <RecentResults onShow={show} />
        </aside>
      </div>
    </PageContainer>
  );
}

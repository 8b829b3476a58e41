import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JurisprudenceSearchResponse } from "../../../../../common/api/legal-ai.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import LegalAiPage from "./legal-ai-page.tsx";

// The page against a stubbed fetch, in both languages: what the forms send, what they refuse, how errors read.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function answer(result: string): JurisprudenceSearchResponse {
  return {
    success: true,
    result,
    error: null,
    tool: "jurisprudence_search",
    provider: "local",
    model: null,
    providerLabel: "Causa",
    generatedAt: "2026-11-24T12:00:00.000Z",
    resultId: null,
    sources: [],
    sourcesUsed: [{ source: "local", status: "no_results", count: 0, note: null }],
    flags: [],
    decisions: [],
    synthesis: null,
  };
}

function stubApi(search: () => Response) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (init?.method === "POST") sent.push({ path, body: JSON.parse(String(init.body)) });
      if (path.startsWith("/api/legal-ai/results")) return json(200, { results: [] });
      if (path.startsWith("/api/legal-ai/deadline-options")) return json(200, { actionTypes: [], courts: [] });
      if (path === "/api/legal-ai/jurisprudence-search") return search();
      return json(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    }),
  );
  return sent;
}

function renderPage(language: "en" | "pt") {
  localStorage.setItem("language", language);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <LegalAiPage />
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

const TEXT = {
  en: {
    court: "Court",
    theme: "Theme",
    keywords: "Keywords",
    submit: "Search decisions",
    themeRequired: "Theme is required.",
    courtRequired: "Court is required.",
    rateLimit: "Error: AI provider rate limit reached. Please wait a few seconds and try again.",
  },
  pt: {
    court: "Tribunal",
    theme: "Tema",
    keywords: "Palavras-chave",
    submit: "Buscar decisões",
    themeRequired: "Tema: campo obrigatório.",
    courtRequired: "Tribunal: campo obrigatório.",
    rateLimit: "Erro: Limite de requisições do provedor de IA atingido. Aguarde alguns segundos e tente novamente.",
  },
} as const;

const COURT = { en: "ca9", pt: "STJ" } as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(lang: "en" | "pt", keywords: string) {
  const t = TEXT[lang];
  // The jurisdiction starts at the language's own (USA in English, Brazil in Portuguese), and the courts follow it.
  fireEvent.change(screen.getAllByLabelText(t.court)[0] as HTMLElement, { target: { value: COURT[lang] } });
  fireEvent.change(screen.getAllByLabelText(t.theme)[0] as HTMLElement, { target: { value: " consumer law " } });
  fireEvent.change(screen.getByLabelText(t.keywords), { target: { value: keywords } });
}

for (const lang of ["en", "pt"] as const) {
  const t = TEXT[lang];

  describe(`Legal AI page (${lang})`, () => {
    it("refuses an empty jurisprudence form with one message per required field and sends nothing", async () => {
      const sent = stubApi(() => json(200, answer("")));
      renderPage(lang);
      await act(async () => screen.getByRole("button", { name: t.submit }).click());
      expect(screen.getByText(t.themeRequired)).toBeTruthy();
      expect(screen.getByText(t.courtRequired)).toBeTruthy();
      expect(sent).toEqual([]);
    });

    it("sends comma-separated keywords split and trimmed, and shows the result with its line breaks", async () => {
      const sent = stubApi(() => json(200, answer("Line one\n\n  indented line two")));
      renderPage(lang);
      fill(lang, "  dano moral, , consumidor ,bancário ,");
      await act(async () => screen.getByRole("button", { name: t.submit }).click());
      await waitFor(() =>
        expect(screen.getByTestId("result-text").textContent).toBe("Line one\n\n  indented line two"),
      );
      expect(screen.getByTestId("result-text").className).toContain("whitespace-pre-wrap");
      expect(sent).toEqual([
        {
          path: "/api/legal-ai/jurisprudence-search",
          body: {
            court: COURT[lang],
            keywords: ["dano moral", "consumidor", "bancário"],
            theme: "consumer law",
            jurisdiction: lang === "pt" ? "brazil" : "usa",
            language: lang === "pt" ? "PT" : "EN",
          },
        },
      ]);
    });

    it("shows the provider rate-limit message on a 429", async () => {
      stubApi(() => json(429, { error: { code: "AI_RATE_LIMITED", message: "Too many requests", requestId: "r" } }));
      renderPage(lang);
      fill(lang, "dano moral");
      await act(async () => screen.getByRole("button", { name: t.submit }).click());
      await waitFor(() => expect(screen.getByTestId("legal-ai-error").textContent).toBe(t.rateLimit));
    });

    it("shows the rate-limit message when an unsuccessful answer's error mentions 'Rate limit'", async () => {
      stubApi(() => json(200, { ...answer(""), success: false, error: "Rate limit reached for the model" }));
      renderPage(lang);
      fill(lang, "dano moral");
      await act(async () => screen.getByRole("button", { name: t.submit }).click());
      await waitFor(() => expect(screen.getByTestId("legal-ai-error").textContent).toBe(t.rateLimit));
    });
  });
}

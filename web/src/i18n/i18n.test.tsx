import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { I18nProvider, LANGUAGE_STORAGE_KEY, storedLanguage, useI18n } from "./i18n.tsx";
import { pt } from "./pt.ts";

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function Probe() {
  const { t, setLanguage, language } = useI18n();
  return (
    <div>
      <p>{t.notFound.title}</p>
      <button type="button" onClick={() => setLanguage(language === "en" ? "pt" : "en")}>
        switch
      </button>
    </div>
  );
}

afterEach(() => localStorage.clear());

describe("dictionaries", () => {
  it("has every English string in Portuguese, none empty", () => {
    const enKeys = leaves(en).map(([k]) => k);
    const ptEntries = new Map(leaves(pt));
    expect([...ptEntries.keys()].sort()).toEqual([...enKeys].sort());
    for (const [key, value] of ptEntries) expect(value.trim(), key).not.toBe("");
  });

  it("translates the visible navigation as docs/requirements.md names it", () => {
    expect(pt.nav.panel).toBe("Painel");
    expect(pt.nav.cases).toBe("Casos e Prazos");
    expect(pt.nav.legalAi).toBe("IA Juridica");
    expect(pt.nav.logout).toBe("Sair");
  });
});

describe("language choice", () => {
  it("defaults to English and ignores unknown stored values", () => {
    expect(storedLanguage()).toBe("en");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    expect(storedLanguage()).toBe("en");
  });

  it("switches the texts and keeps the choice under the localStorage key 'language'", async () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText("Page Not Found")).toBeTruthy();
    await act(async () => screen.getByRole("button", { name: "switch" }).click());
    expect(screen.getByText("Página não encontrada")).toBeTruthy();
    expect(localStorage.getItem("language")).toBe("pt");
    expect(document.documentElement.lang).toBe("pt-BR");
  });
});

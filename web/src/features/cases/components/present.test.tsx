import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "../../../i18n/en.ts";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { pt } from "../../../i18n/pt.ts";
import { CountersRow } from "./counters-row.tsx";
import { counters, daysUntilText, recentDeadlines, urgentDeadlines } from "./present.ts";
import { caseOf, deadline } from "./test-data.ts";
import { UrgentBanner } from "./urgent-banner.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function inLanguage(language: "en" | "pt", ui: React.ReactNode) {
  localStorage.setItem("language", language);
  render(<I18nProvider>{ui}</I18nProvider>);
}

describe("the days-until wording", () => {
  const at = (daysUntilDeadline: number | null, deadlineDate: string | null = "2026-12-25") => ({
    daysUntilDeadline,
    deadlineDate,
  });

  it("says 'Hoje', 'N dias' and 'N dias atrás' in Portuguese", () => {
    expect(daysUntilText(at(0), pt, "pt-BR")).toBe("Hoje");
    expect(daysUntilText(at(5), pt, "pt-BR")).toBe("5 dias");
    expect(daysUntilText(at(-3), pt, "pt-BR")).toBe("3 dias atrás");
    expect(daysUntilText(at(1), pt, "pt-BR")).toBe("1 dia");
    expect(daysUntilText(at(-1), pt, "pt-BR")).toBe("1 dia atrás");
  });

  it("says 'Today', 'N days' and 'N days ago' in English", () => {
    expect(daysUntilText(at(0), en, "en-US")).toBe("Today");
    expect(daysUntilText(at(12), en, "en-US")).toBe("12 days");
    expect(daysUntilText(at(-30), en, "en-US")).toBe("30 days ago");
    expect(daysUntilText(at(1), en, "en-US")).toBe("1 day");
  });

  it("shows the date in the locale's format when there is no day count", () => {
    expect(daysUntilText(at(null), pt, "pt-BR")).toBe("25 de dez. de 2026");
    expect(daysUntilText(at(null), en, "en-US")).toBe("Dec 25, 2026");
  });

  it("says the start date is missing when there is no date at all", () => {
    expect(daysUntilText(at(null, null), pt, "pt-BR")).toBe("Falta a data inicial");
    expect(daysUntilText(at(null, null), en, "en-US")).toBe("Start date needed");
  });
});

describe("urgent deadlines", () => {
  const list = [
    deadline({ id: "a", daysUntilDeadline: 5 }),
    deadline({ id: "b", daysUntilDeadline: 0 }),
    deadline({ id: "c", daysUntilDeadline: 7 }),
    deadline({ id: "d", daysUntilDeadline: 2 }),
    deadline({ id: "late", daysUntilDeadline: -1 }),
    deadline({ id: "far", daysUntilDeadline: 8 }),
    deadline({ id: "done", daysUntilDeadline: 1, status: "done" }),
    deadline({ id: "unconfirmed", daysUntilDeadline: 1, confirmation: "to_confirm", isAutoExtracted: true }),
  ];

  it("are pending and due in 0 to 7 days, soonest first, at most three, still-to-confirm ones included", () => {
    expect(urgentDeadlines(list).map((d) => d.id)).toEqual(["b", "unconfirmed", "d"]);
  });

  it("fill a banner capped at three with the rest counted, in Portuguese", () => {
    inLanguage("pt", <UrgentBanner deadlines={list} />);
    const banner = screen.getByTestId("urgent-banner");
    expect(within(banner).getByRole("heading").textContent).toBe("Prazos urgentes");
    expect(within(banner).getAllByRole("listitem")).toHaveLength(3);
    expect(banner.textContent).toContain("Hoje");
    expect(banner.textContent).toContain("A confirmar");
    expect(banner.textContent).toContain("+2 urgentes");
  });

  it("show no banner when nothing is urgent, in English", () => {
    inLanguage("en", <UrgentBanner deadlines={[deadline({ id: "far", daysUntilDeadline: 30 })]} />);
    expect(screen.queryByTestId("urgent-banner")).toBeNull();
  });
});

describe("the four counters", () => {
  const cases = [caseOf({ id: "1" }), caseOf({ id: "2", status: "closed" }), caseOf({ id: "3" })];
  const deadlines = [
    deadline({ id: "a", daysUntilDeadline: 3 }),
    deadline({ id: "b", daysUntilDeadline: 20, isAutoExtracted: true }),
    deadline({ id: "c", confirmation: "to_confirm", isAutoExtracted: true }),
    deadline({ id: "d", status: "dismissed", confirmation: "to_confirm", isAutoExtracted: true }),
    deadline({ id: "e", status: "done", daysUntilDeadline: 1 }),
  ];

  it("count active cases, confirmed deadlines, urgent ones and every extracted one not dismissed", () => {
    const urgentToConfirm = deadline({
      id: "f",
      daysUntilDeadline: 4,
      confirmation: "to_confirm",
      isAutoExtracted: true,
    });
    expect(counters(cases, [...deadlines, urgentToConfirm])).toEqual({
      activeCases: 2,
      totalDeadlines: 3,
      urgent: 3,
      autoExtracted: 3,
    });
  });

  it("are labelled in English and show a dash while a list loads", () => {
    inLanguage("en", <CountersRow cases={cases} />);
    expect(screen.getByTestId("counter-active-cases").textContent).toBe("2Active cases");
    expect(screen.getByTestId("counter-urgent").textContent).toBe("—Urgent deadlines");
  });

  it("are labelled in Portuguese", () => {
    inLanguage("pt", <CountersRow cases={cases} deadlines={deadlines} />);
    expect(screen.getByTestId("counter-total-deadlines").textContent).toBe("3Total de prazos");
    expect(screen.getByTestId("counter-auto-extracted").textContent).toBe("2Extraídos automaticamente");
  });
});

describe("the recent-deadlines list", () => {
  it("keeps the first ten counted deadlines, pending soonest first, then the done ones", () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      deadline({ id: `p${i}`, deadlineDate: `2026-12-${String(20 - i).padStart(2, "0")}` }),
    );
    const shown = recentDeadlines([deadline({ id: "done", status: "done", deadlineDate: "2026-01-01" }), ...many]);
    expect(shown).toHaveLength(10);
    expect(shown[0]?.id).toBe("p11");
    expect(shown.some((d) => d.id === "done")).toBe(false);
  });
});

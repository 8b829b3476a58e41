import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CalculateDeadlinesRequest, DeadlineDto } from "../../../../../common/api/legal-ai.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { SaveDeadlineButton } from "./save-deadline-dialog.tsx";

// 'Save as deadline' posts the calculator's inputs to the cases API in its "computed" mode (through the typed client,
// against a fake fetch), and says so only when the server accepted it.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const deadline: DeadlineDto = {
  dueDate: "2025-04-01",
  firstCountedDay: "2025-03-12",
  startDate: "2025-03-11",
  days: 15,
  unit: "business",
  direction: "forward",
  rule: { id: "apelacao", name: { en: "Appeal", pt: "Apelação" } },
  basis: "CPC art. 1.003 §5",
  jurisdiction: "brazil",
  court: "TJSP",
  system: "cpc",
  audit: [],
  notes: [],
};
const request = {
  actionType: "apelacao",
  jurisdiction: "brazil",
  court: "TJSP",
  baseDate: "2025-03-10",
  baseEvent: "availability",
  language: "PT",
} as const;

function stubApi(
  save: () => Response,
  cases: unknown[] = [{ id: "case_1", title: "Silva v. Acme", status: "active" }],
) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.endsWith("/api/cases")) return json(200, cases);
      if (path.endsWith("/api/deadlines") && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return save();
      }
      return json(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    }),
  );
  return posted;
}

function renderButton(req: CalculateDeadlinesRequest = request) {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <I18nProvider>
          <ToastProvider closeLabel="Close">
            <SaveDeadlineButton deadline={deadline} request={req} />
          </ToastProvider>
        </I18nProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}

async function openDialog(language: "en" | "pt") {
  localStorage.setItem("language", language);
  renderButton();
  await act(async () => screen.getByTestId("save-deadline").click());
}

async function saveInto(language: "en" | "pt") {
  await openDialog(language);
  const select = await screen.findByLabelText(language === "pt" ? "Caso" : "Case");
  await waitFor(() => expect(select.hasAttribute("disabled")).toBe(false));
  fireEvent.keyDown(select, { key: "Enter" });
  fireEvent.keyDown(await screen.findByRole("option", { name: "Silva v. Acme" }), { key: "Enter" });
  await act(async () =>
    screen.getByRole("button", { name: language === "pt" ? "Salvar prazo" : "Save deadline" }).click(),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SaveDeadlineButton", () => {
  it("posts the computed deadline's inputs to the chosen case and confirms (Portuguese)", async () => {
    const posted = stubApi(() => json(201, { id: "dl_1" }));
    await saveInto("pt");
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Prazo salvo"));
    expect(screen.getByTestId("toast").textContent).toContain("Silva v. Acme");
    expect(posted).toEqual([
      {
        mode: "computed",
        title: "Apelação",
        description: "CPC art. 1.003 §5",
        caseId: "case_1",
        calculation: {
          actionType: "apelacao",
          jurisdiction: "brazil",
          court: "TJSP",
          baseDate: "2025-03-10",
          baseEvent: "availability",
        },
      },
    ]);
  });

  it("says there is no case yet and links to the Cases page instead of offering an empty list", async () => {
    stubApi(() => json(201, { id: "dl_1" }), []);
    await openDialog("en");
    const note = await screen.findByTestId("save-deadline-no-cases");
    expect(note.textContent).toContain("You have no cases yet.");
    expect(screen.getByRole("link", { name: "Create one on the Cases page" }).getAttribute("href")).toBe("/cases");
    expect(screen.getByRole("button", { name: "Save deadline" }).hasAttribute("disabled")).toBe(true);
  });

  it("is not offered for a count backwards, which a stored deadline cannot express", () => {
    renderButton({ ...request, direction: "backward" });
    expect(screen.queryByTestId("save-deadline")).toBeNull();
  });

  it("reports the server's refusal instead of a success (English)", async () => {
    stubApi(() => json(404, { error: { code: "NOT_FOUND", message: "Case not found." } }));
    await saveInto("en");
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Could not save the deadline"));
    expect(screen.getByTestId("toast").textContent).toContain("Case not found.");
    expect(screen.queryByText("Deadline saved")).toBeNull();
  });
});

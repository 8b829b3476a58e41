import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { mergeNewestFirst } from "../api/use-document-list.ts";
import { analysisDto, renderDocumentsCard } from "./documents-card.testkit.tsx";

// The card against a stubbed fetch: 'load more' past the first 100 documents, delete after a confirmation.

const doc = (n: number): DocumentAnalysisDto =>
  analysisDto({
    id: `doc_${n}`,
    fileName: `file-${n}.txt`,
    status: "failed",
    failureCode: "EMPTY_TEXT",
    failureMessage: "no text",
  });

function stubApi(total: number) {
  const calls: string[] = [];
  let stored = Array.from({ length: total }, (_, i) => doc(total - i));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://app.test");
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}`);
    const del = /^\/api\/documents\/analyses\/([^/]+)$/.exec(url.pathname);
    if (del && method === "DELETE") {
      stored = stored.filter((d) => d.id !== del[1]);
      return Response.json({ success: true });
    }
    const before = url.searchParams.get("before");
    const start = before ? stored.findIndex((d) => d.id === before) + 1 : 0;
    const page = stored.slice(start, start + 100);
    const headers = new Headers({ "content-type": "application/json" });
    const last = page.at(-1);
    if (page.length === 100 && last) headers.set("X-Next-Cursor", last.id);
    return new Response(JSON.stringify(page), { status: 200, headers });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the analysed-documents list past 100 documents", () => {
  it("loads the next page through the cursor with 'Load more', then hides the button at the end", {
    timeout: 30_000,
  }, async () => {
    const calls = stubApi(130);
    renderDocumentsCard("en");
    // Rendering 100 items is slow on a loaded machine: wait longer than the default second.
    await screen.findByText("Found 100 documents!", {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Found 130 documents!", {}, { timeout: 10_000 });
    expect(calls).toContain("GET /api/documents/analyses?before=doc_31");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers no 'Carregar mais' when every document fits in the first page", async () => {
    stubApi(3);
    renderDocumentsCard("pt");
    await screen.findByText("3 documentos encontrados!");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("keeps a document that a new upload pushed off the first page listed once", () => {
    const first = [doc(3), doc(2)];
    const older = [doc(2), doc(1)];
    expect(mergeNewestFirst([doc(4), doc(3)], [...first, ...older]).map((d) => d.id)).toEqual([
      "doc_4",
      "doc_3",
      "doc_2",
      "doc_1",
    ]);
  });
});

describe("deleting a document", () => {
  it("asks first, in Portuguese, and deletes only after the confirmation", async () => {
    const calls = stubApi(2);
    renderDocumentsCard("pt");
    const item = (await screen.findAllByTestId("document-item"))[0] as HTMLElement;
    fireEvent.click(within(item).getByRole("button", { name: "Excluir file-2.txt" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Excluir file-2.txt? O arquivo, a análise e os prazos");
    expect(calls.some((c) => c.startsWith("DELETE"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await waitFor(() => expect(calls).toContain("DELETE /api/documents/analyses/doc_2"));
    await waitFor(() => expect(screen.getAllByTestId("document-item")).toHaveLength(1));
  });

  it("does nothing when the user cancels, in English", async () => {
    const calls = stubApi(1);
    renderDocumentsCard("en");
    fireEvent.click(await screen.findByRole("button", { name: "Delete file-1.txt" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.startsWith("DELETE"))).toBe(false);
  });
});

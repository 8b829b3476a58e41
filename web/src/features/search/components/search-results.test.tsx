import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchResultDto } from "../../../../../common/api/search.ts";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { type SearchPage, SearchResults } from "./search-results.tsx";

// The list a lawyer reads: the true total (not the page size), where in it this page is, and the way to the others.

function result(i: number): SearchResultDto {
  return {
    id: `doc_${i}`,
    fileName: `nda-${i}.txt`,
    documentType: "contract",
    jurisdiction: "usa",
    language: "en",
    snippet: "Each party shall keep «confidential» information secret.",
    score: 1,
    processedAt: null,
  };
}

function show(page: SearchPage, onPage = vi.fn()) {
  localStorage.setItem("language", "en");
  render(
    <I18nProvider>
      <SearchResults page={page} busy={false} onPage={onPage} />
    </I18nProvider>,
  );
  return onPage;
}

afterEach(cleanup);

describe("SearchResults", () => {
  it("says the true total, which slice is shown, and asks for the next page by offset", () => {
    const results = Array.from({ length: 50 }, (_, i) => result(50 + i));
    const onPage = show({ results, total: 123, offset: 50, mode: "keyword" });
    expect(screen.getByTestId("search-total").textContent).toBe("Found 123 documents");
    expect(screen.getByTestId("search-range").textContent).toBe("Showing 51–100 of 123");
    expect(screen.getAllByTestId("search-result")).toHaveLength(50);
    fireEvent.click(screen.getByRole("button", { name: "Next 50" }));
    expect(onPage).toHaveBeenLastCalledWith(100);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it("disables Next on the last page and shows no pager when everything fits on one", () => {
    show({ results: [result(1), result(2), result(3)], total: 103, offset: 100, mode: "hybrid" });
    expect((screen.getByRole("button", { name: "Next 50" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("search-mode").textContent).toBe("Found by: Keyword and meaning");
    cleanup();
    show({ results: [result(1)], total: 1, offset: 0, mode: "keyword" });
    expect(screen.getByTestId("search-total").textContent).toBe("Found 1 document");
    expect(screen.queryByRole("button", { name: "Next 50" })).toBeNull();
    expect(screen.getByText("confidential").tagName).toBe("MARK");
  });
});

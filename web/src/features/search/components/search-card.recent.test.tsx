import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { clearPrivateStorage } from "../../../lib/private-storage.ts";
import { SearchCard } from "./search-card.tsx";

// Finding 8 (issue #18): on a shared browser a second user saw the first user's recent searches.

function renderCard(userId: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <SearchCard userId={userId} />
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

async function search(text: string) {
  fireEvent.change(screen.getByLabelText("Search terms"), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("language", "en");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200, headers: { "content-type": "application/json" } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("recent searches are private to the user", () => {
  it("a second account on the same browser does not see the first one's recent searches", async () => {
    const first = renderCard("usr_first");
    await search("tutela de urgência");
    first.unmount();
    renderCard("usr_second");
    expect(screen.queryByText("tutela de urgência")).toBeNull();
  });

  it("the same user sees their own recent searches again", async () => {
    const first = renderCard("usr_same");
    await search("rescisão contratual");
    first.unmount();
    renderCard("usr_same");
    expect(screen.getByText("rescisão contratual")).toBeTruthy();
  });

  it("logout's clearing removes every user's recent searches, and the unscoped key of earlier versions", async () => {
    localStorage.setItem("causa.recentSearches", JSON.stringify(["multa"]));
    const first = renderCard("usr_a");
    await search("multa contratual");
    first.unmount();
    clearPrivateStorage();
    expect(localStorage.getItem("causa.recentSearches")).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith("causa.private."))).toEqual([]);
    expect(localStorage.getItem("language")).toBe("en");
    renderCard("usr_a");
    expect(screen.queryByText("multa contratual")).toBeNull();
  });
});

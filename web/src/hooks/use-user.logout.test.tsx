import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { privateKey, writePrivate } from "../lib/private-storage.ts";
import { useLogout } from "./use-user.ts";

// Finding 8 (issue #18): recent searches must be cleared at logout (confidential on a shared browser).
afterEach(() => vi.unstubAllGlobals());

describe("logout", () => {
  it("clears every user's recent searches, even when the logout call fails", async () => {
    writePrivate("recentSearches", "usr_1", ["tutela de urgência"]);
    writePrivate("recentSearches", "usr_2", ["multa"]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { result } = renderHook(() => useLogout());
    await act(() => result.current());
    expect(localStorage.getItem(privateKey("recentSearches", "usr_1"))).toBeNull();
    expect(localStorage.getItem(privateKey("recentSearches", "usr_2"))).toBeNull();
    expect(assign).toHaveBeenCalledWith("/auth");
  });
});

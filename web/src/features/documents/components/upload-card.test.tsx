import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../../../../common/vocabulary.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { UploadCard } from "./upload-card.tsx";

// The card against a stubbed fetch: which API a file takes by its size, real progress, cancel and the trial limit.

const MB = 1024 * 1024;
const PART = LIMITS.chunkBytes;

interface Seen {
  method: string;
  path: string;
  bytes?: number;
}

function stubApi(options: { startStatus?: number; holdPart?: number } = {}) {
  const seen: Seen[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  let size = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    const body = init?.body;
    seen.push({ method, path, bytes: body instanceof Blob ? body.size : undefined });
    if (path === "/api/documents/analyses") return json(200, []);
    if (path === "/api/documents/upload") return json(202, { id: "small", fileName: "small.txt", status: "queued" });
    if (path === "/api/documents/uploads" && method === "POST") {
      if (options.startStatus === 403) {
        const message = "Trial limit reached";
        return json(403, { code: "TRIAL_LIMIT_EXCEEDED", message, error: { code: "TRIAL_LIMIT_EXCEEDED", message } });
      }
      size = (JSON.parse(String(body)) as { size: number }).size;
      const partCount = Math.ceil(size / PART);
      return json(201, { id: "up1", fileName: "big.txt", size, partSize: PART, partCount, receivedParts: [] });
    }
    const part = /\/parts\/(\d+)$/.exec(path);
    if (part && method === "PUT") {
      if (Number(part[1]) === options.holdPart) {
        await held;
        if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
      }
      return json(200, { partNumber: Number(part[1]) });
    }
    if (path === "/api/documents/uploads/up1/complete")
      return json(202, { id: "up1", fileName: "big.txt", status: "queued" });
    if (path === "/api/documents/uploads/up1" && method === "DELETE") return json(200, { success: true });
    return json(404, { code: "NOT_FOUND", message: "Not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return { seen, release };
}

function renderCard() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <UploadCard isTrial trialDocumentsRemaining={10} onChange={() => {}} />
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId("upload-input"), { target: { files: [file] } });
}

function sized(bytes: number, name: string) {
  return new File([new Uint8Array(bytes)], name, { type: "text/plain" });
}

beforeEach(() => localStorage.setItem("language", "en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("UploadCard", () => {
  it("sends a file up to 25 MB in one multipart request", async () => {
    const api = stubApi();
    renderCard();
    choose(sized(1024, "small.txt"));
    await act(async () => screen.getByTestId("upload-button").click());
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Document uploaded"));
    expect(api.seen.filter((s) => s.method === "POST").map((s) => s.path)).toEqual(["/api/documents/upload"]);
  });

  it("sends a larger file in parts, shows the bytes confirmed, and can cancel it", async () => {
    const api = stubApi({ holdPart: 2 });
    renderCard();
    const size = LIMITS.singleRequestUploadBytes + MB;
    choose(sized(size, "big.txt"));
    await act(async () => screen.getByTestId("upload-button").click());
    // Part 1 (and 3) confirmed, part 2 held: the real progress, and the remove button now cancels.
    await waitFor(() => expect(screen.getByTestId("upload-bytes").textContent).toBe("16.0 MB of 26.0 MB sent"));
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("61");
    const cancel = screen.getByRole("button", { name: "Cancel the upload of big.txt" });
    expect(cancel.hasAttribute("disabled")).toBe(false);
    await act(async () => {
      cancel.click();
      api.release();
    });
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Upload cancelled"));
    expect(api.seen.some((s) => s.method === "DELETE" && s.path === "/api/documents/uploads/up1")).toBe(true);
    expect(api.seen.some((s) => s.path.endsWith("/complete"))).toBe(false);
    expect(api.seen.some((s) => s.path === "/api/documents/upload")).toBe(false);
    expect(screen.queryByTestId("selected-file")).toBeNull();
  });

  it("completes a chunked upload with parts of the server's size", async () => {
    const api = stubApi();
    renderCard();
    choose(sized(LIMITS.singleRequestUploadBytes + MB, "big.txt"));
    await act(async () => screen.getByTestId("upload-button").click());
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Document uploaded"));
    const parts = api.seen.filter((s) => s.method === "PUT").map((s) => s.bytes);
    expect(parts.sort()).toEqual([6 * MB, 10 * MB, 10 * MB].sort());
    expect(api.seen.some((s) => s.path === "/api/documents/uploads/up1/complete")).toBe(true);
  });

  it("shows the 'Trial Limit Reached' toast when the chunked start is refused", async () => {
    stubApi({ startStatus: 403 });
    renderCard();
    choose(sized(LIMITS.singleRequestUploadBytes + MB, "big.txt"));
    await act(async () => screen.getByTestId("upload-button").click());
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Trial Limit Reached"));
  });
});

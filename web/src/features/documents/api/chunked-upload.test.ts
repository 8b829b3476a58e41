import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import {
  ChunkedUploadIncompleteError,
  chunkedUpload,
  type FetchLike,
  missingParts,
  partRange,
  UploadCancelledError,
} from "./chunked-upload.ts";

const PART = 10;

interface Call {
  method: string;
  path: string;
  bytes?: number;
}

/**
 * An in-memory fake of the chunked upload API (worker/modules/documents/documents.routes.ts): parts must have exactly
 * partSize bytes except the last, complete needs every part. `failPut` decides, per call, to drop a PUT (a network
 * error) or answer it with a status.
 */
function fakeApi(
  options: {
    partSize?: number;
    startError?: { status: number; code: string; message: string };
    failPut?: (n: number, attempt: number) => "network" | number | "lostAnswer" | null;
    completeStatus?: "queued" | "failed";
  } = {},
) {
  const partSize = options.partSize ?? PART;
  const calls: Call[] = [];
  const uploads = new Map<string, { fileName: string; size: number; parts: Map<number, number> }>();
  const attempts = new Map<number, number>();
  let deleted = false;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const error = (status: number, code: string, message: string) =>
    json(status, { code, message, error: { code, message, requestId: "r" } });
  const dto = (id: string) => {
    const u = uploads.get(id);
    if (!u) throw new Error("no upload");
    return {
      id,
      fileName: u.fileName,
      size: u.size,
      partSize,
      partCount: Math.max(1, Math.ceil(u.size / partSize)),
      receivedParts: [...u.parts.keys()].sort((a, b) => a - b),
    };
  };

  const fetch: FetchLike = async (input, init) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
    const part = /^\/api\/documents\/uploads\/([^/]+)\/parts\/(\d+)$/.exec(path);
    if (method === "PUT" && part) {
      const [, id = "", nText = ""] = part;
      const n = Number(nText);
      const body = init?.body as Blob;
      calls.push({ method, path, bytes: body.size });
      const attempt = attempts.get(n) ?? 0;
      attempts.set(n, attempt + 1);
      const failure = options.failPut?.(n, attempt) ?? null;
      if (failure === "network") throw new TypeError("Failed to fetch");
      if (typeof failure === "number") return error(failure, "INTERNAL_ERROR", "boom");
      const u = uploads.get(id);
      if (!u) return error(404, "NOT_FOUND", "Not found");
      const { partCount } = dto(id);
      const expected = n < partCount ? partSize : u.size - partSize * (partCount - 1);
      if (body.size !== expected) return error(400, "BAD_REQUEST", `Part ${n} must have ${expected} bytes`);
      u.parts.set(n, body.size);
      // The part arrived, but the answer is lost on the way back.
      if (failure === "lostAnswer") throw new TypeError("Failed to fetch");
      return json(200, { partNumber: n });
    }
    calls.push({ method, path });
    if (method === "POST" && path === "/api/documents/uploads") {
      if (options.startError) {
        const e = options.startError;
        return error(e.status, e.code, e.message);
      }
      const body = JSON.parse(String(init?.body)) as { fileName: string; size: number };
      uploads.set("up1", { fileName: body.fileName, size: body.size, parts: new Map() });
      return json(201, dto("up1"));
    }
    const one = /^\/api\/documents\/uploads\/([^/]+)(\/complete)?$/.exec(path);
    const id = one?.[1] ?? "";
    if (!one || !uploads.has(id)) return error(404, "NOT_FOUND", "Not found");
    if (method === "GET") return json(200, dto(id));
    if (method === "DELETE") {
      deleted = true;
      uploads.delete(id);
      return json(200, { success: true });
    }
    if (method === "POST" && one[2]) {
      const d = dto(id);
      if (d.receivedParts.length !== d.partCount) return error(400, "BAD_REQUEST", "Missing parts");
      uploads.delete(id);
      return json(202, { id, fileName: d.fileName, status: options.completeStatus ?? "queued" });
    }
    return error(404, "NOT_FOUND", "Not found");
  };
  return {
    fetch,
    calls,
    puts: () => calls.filter((c) => c.method === "PUT"),
    wasDeleted: () => deleted,
    seed(id: string, fileName: string, size: number, received: number[]) {
      uploads.set(id, { fileName, size, parts: new Map(received.map((n) => [n, 0])) });
    },
  };
}

function fileOf(size: number, name = "big.txt"): File {
  return new File([new Uint8Array(size).fill(97)], name, { type: "text/plain" });
}

const noSleep = async () => {};

describe("partRange and missingParts", () => {
  it("cuts equal parts and a shorter last one", () => {
    expect(partRange(1, 25, 10)).toEqual({ start: 0, end: 10 });
    expect(partRange(3, 25, 10)).toEqual({ start: 20, end: 25 });
    expect(missingParts({ partCount: 4, receivedParts: [2, 4] })).toEqual([1, 3]);
  });
});

describe("chunkedUpload", () => {
  it("starts, sends every part with the right size and completes, reporting confirmed bytes", async () => {
    const api = fakeApi();
    const progress: number[] = [];
    let started = "";
    const accepted = await chunkedUpload(fileOf(25), {
      fetch: api.fetch,
      concurrency: 1,
      sleep: noSleep,
      onStart: (id) => {
        started = id;
      },
      onProgress: (bytes, total) => {
        expect(total).toBe(25);
        progress.push(bytes);
      },
    });
    expect(accepted).toEqual({ id: "up1", fileName: "big.txt", status: "queued" });
    expect(started).toBe("up1");
    expect(api.calls[0]).toEqual({ method: "POST", path: "/api/documents/uploads" });
    expect(api.puts().map((c) => [c.path, c.bytes])).toEqual([
      ["/api/documents/uploads/up1/parts/1", 10],
      ["/api/documents/uploads/up1/parts/2", 10],
      ["/api/documents/uploads/up1/parts/3", 5],
    ]);
    expect(api.calls.at(-1)).toEqual({ method: "POST", path: "/api/documents/uploads/up1/complete" });
    expect(progress).toEqual([0, 10, 20, 25]);
  });

  it("sends the parts in parallel too, each exactly once", async () => {
    const api = fakeApi();
    await chunkedUpload(fileOf(45), { fetch: api.fetch, concurrency: 3, sleep: noSleep });
    const sizes = api
      .puts()
      .map((c) => `${c.path.split("/").at(-1)}:${c.bytes}`)
      .sort();
    expect(sizes).toEqual(["1:10", "2:10", "3:10", "4:10", "5:5"]);
  });

  it("retries a failed part with growing backoff and goes on", async () => {
    const api = fakeApi({
      failPut: (n, attempt) => (n === 2 && attempt < 2 ? (attempt === 0 ? "network" : 503) : null),
    });
    const waits: number[] = [];
    const accepted = await chunkedUpload(fileOf(25), {
      fetch: api.fetch,
      concurrency: 1,
      backoffMs: 100,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(accepted.status).toBe("queued");
    expect(api.puts().map((c) => c.path.split("/").at(-1))).toEqual(["1", "2", "2", "2", "3"]);
    expect(waits).toEqual([100, 200]);
  });

  it("after the retries of a part are used up, asks which parts arrived and sends only the missing ones", async () => {
    // Part 2 arrives but the answer is lost, then its 3 retries fail: the round stops before part 3.
    const api = fakeApi({
      failPut: (n, attempt) => {
        if (n === 2 && attempt === 0) return "lostAnswer";
        if (n === 2) return "network";
        return null;
      },
    });
    const accepted = await chunkedUpload(fileOf(25), { fetch: api.fetch, concurrency: 1, sleep: noSleep });
    expect(accepted.status).toBe("queued");
    const afterGet = api.calls.slice(api.calls.findIndex((c) => c.method === "GET"));
    expect(afterGet[0]).toEqual({ method: "GET", path: "/api/documents/uploads/up1" });
    // Part 2 is on the server already (only its answer was lost): only part 3 is sent.
    expect(afterGet.filter((c) => c.method === "PUT").map((c) => c.path.split("/").at(-1))).toEqual(["3"]);
  });

  it("resumes an earlier upload by id: only the missing parts are sent", async () => {
    const api = fakeApi();
    api.seed("old", "big.txt", 35, [1, 3]);
    const progress: number[] = [];
    const accepted = await chunkedUpload(fileOf(35), {
      fetch: api.fetch,
      resumeId: "old",
      sleep: noSleep,
      concurrency: 1,
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(accepted.id).toBe("old");
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/documents/uploads")).toBe(false);
    expect(api.puts().map((c) => [c.path.split("/").at(-1), c.bytes])).toEqual([
      ["2", 10],
      ["4", 5],
    ]);
    expect(progress).toEqual([20, 30, 35]);
  });

  it("gives up with the upload id when parts keep failing, so a later attempt can resume", async () => {
    const api = fakeApi({ failPut: (n) => (n === 2 ? "network" : null) });
    const error = await chunkedUpload(fileOf(25), {
      fetch: api.fetch,
      concurrency: 1,
      sleep: noSleep,
      resumeRounds: 1,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkedUploadIncompleteError);
    expect((error as ChunkedUploadIncompleteError).uploadId).toBe("up1");
    // 1 + 3 retries, a resume round of 1 + 3 again; the upload is kept on the server.
    expect(api.puts().filter((c) => c.path.endsWith("/2"))).toHaveLength(8);
    expect(api.wasDeleted()).toBe(false);
  });

  it("cancel aborts the sending and DELETEs the upload", async () => {
    const controller = new AbortController();
    const api = fakeApi({
      failPut: (n) => {
        if (n === 2) controller.abort();
        return null;
      },
    });
    const error = await chunkedUpload(fileOf(35), {
      fetch: api.fetch,
      concurrency: 1,
      sleep: noSleep,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadCancelledError);
    expect(api.calls.at(-1)).toEqual({ method: "DELETE", path: "/api/documents/uploads/up1" });
    expect(api.wasDeleted()).toBe(true);
    expect(api.calls.some((c) => c.path.endsWith("/complete"))).toBe(false);
  });

  it("surfaces TRIAL_LIMIT_EXCEEDED at start as an ApiError with its code, sending nothing", async () => {
    const api = fakeApi({
      startError: { status: 403, code: "TRIAL_LIMIT_EXCEEDED", message: "Trial limit reached" },
    });
    const error = await chunkedUpload(fileOf(25), { fetch: api.fetch, sleep: noSleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).code).toBe("TRIAL_LIMIT_EXCEEDED");
    expect(api.puts()).toHaveLength(0);
  });

  it("surfaces TOO_MANY_UPLOADS with the server's message", async () => {
    const api = fakeApi({
      startError: { status: 429, code: "TOO_MANY_UPLOADS", message: "Finish or cancel your other uploads first." },
    });
    const error = (await chunkedUpload(fileOf(25), { fetch: api.fetch, sleep: noSleep }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe("TOO_MANY_UPLOADS");
    expect(error.message).toBe("Finish or cancel your other uploads first.");
  });

  it("a refused part (4xx) is not retried, and the upload is discarded", async () => {
    const api = fakeApi({ failPut: (n) => (n === 1 ? 409 : null) });
    const error = await chunkedUpload(fileOf(25), { fetch: api.fetch, sleep: noSleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(api.puts().filter((c) => c.path.endsWith("/1"))).toHaveLength(1);
    expect(api.wasDeleted()).toBe(true);
  });

  it("cuts the file by the part size the server answers", async () => {
    const api = fakeApi({ partSize: 8 });
    await chunkedUpload(fileOf(25), { fetch: api.fetch, sleep: noSleep, concurrency: 1 });
    expect(api.puts().map((c) => c.bytes)).toEqual([8, 8, 8, 1]);
  });

  it("passes a 'failed' completion (stored, too large to analyse) through", async () => {
    const api = fakeApi({ completeStatus: "failed" });
    expect((await chunkedUpload(fileOf(15), { fetch: api.fetch, sleep: noSleep })).status).toBe("failed");
  });
});

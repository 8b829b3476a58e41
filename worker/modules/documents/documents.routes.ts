import { Hono } from "hono";
import * as z from "zod";
import { LIMITS } from "../../../common/vocabulary.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import {
  abortChunkedUpload,
  completeChunkedUpload,
  describeChunkedUpload,
  PART_SIZE,
  startChunkedUpload,
  uploadPart,
} from "./chunked.service.ts";
import { acceptUpload, deleteDocument, fileTooLarge, retryDocument } from "./documents.service.ts";
import {
  documentReport,
  documentReportContent,
  getDocument,
  listDocumentPage,
  originalFile,
} from "./library.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  before: z.string().max(80).optional(),
});

export const documentRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .post("/upload", async (c) => {
    const header = c.req.header("content-length");
    // Without a declared length the body could only be measured by reading it all into memory.
    if (header === undefined) throw new AppError("LENGTH_REQUIRED");
    const declared = Number(header);
    if (declared > LIMITS.singleRequestUploadBytes + 64 * 1024) {
      throw fileTooLarge(LIMITS.singleRequestUploadBytes, {
        en: "use the chunked upload for larger files",
        pt: "use o envio em partes para arquivos maiores",
      });
    }
    const contentType = c.req.header("content-type") ?? "";
    if (!contentType.startsWith("multipart/form-data")) throw new AppError("FILE_REQUIRED");
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch (err) {
      // The runtime refuses a part whose headers hold a NUL or line break, which only a file name can carry here.
      if (err instanceof TypeError && /invalid headers/i.test(err.message)) throw new AppError("INVALID_FILE_NAME");
      throw new AppError("FILE_REQUIRED");
    }
    const files = [...form.entries()].filter(([, v]) => typeof v !== "string");
    if (files.length > 1) throw new AppError("TOO_MANY_FILES");
    const entry = form.get("document");
    if (!entry || typeof entry === "string" || files.length === 0) throw new AppError("FILE_REQUIRED");
    const file = entry as File;
    const accepted = await acceptUpload(c.get("deps"), c.get("user"), {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json(accepted, 202);
  })
  .get("/analyses", validate("query", listQuery), async (c) => {
    const page = await listDocumentPage(c.get("deps"), c.get("user"), c.req.valid("query"));
    if (page.nextCursor) c.header("X-Next-Cursor", page.nextCursor);
    return c.json(page.items);
  })
  .get("/analyses/:id", validate("param", idParam), async (c) => {
    return c.json(await getDocument(c.get("deps"), c.get("user"), c.req.valid("param").id));
  })
  .get("/analyses/:id/report", validate("param", idParam), async (c) => {
    const { body, fileName: name } = await documentReport(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.body(body, 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name.ascii}"; filename*=UTF-8''${name.utf8}`,
    });
  })
  .get("/analyses/:id/report/content", validate("param", idParam), async (c) => {
    return c.json(await documentReportContent(c.get("deps"), c.get("user"), c.req.valid("param").id));
  })
  .get("/analyses/:id/original", validate("param", idParam), async (c) => {
    const { document: doc, object } = await originalFile(c.get("deps"), c.get("user"), c.req.valid("param").id);
    const name = encodeURIComponent(doc.fileName);
    return c.body(object.body, 200, {
      "Content-Type": doc.mimeType,
      "Content-Disposition": `attachment; filename*=UTF-8''${name}`,
      "Content-Length": String(object.size),
    });
  })
  .post("/analyses/:id/retry", validate("param", idParam), async (c) => {
    const result = await retryDocument(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.json(result, 202);
  })
  .delete("/analyses/:id", validate("param", idParam), async (c) => {
    await deleteDocument(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.json({ success: true });
  });

const partParams = z.object({ id: z.string().min(1).max(64), part: z.coerce.number().int().min(1).max(10_000) });

/** The chunked, resumable upload (files larger than one request allows), used transparently by the web client. */
export const chunkedUploadRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .post(
    "/",
    validate("json", z.object({ fileName: z.string().trim().min(1).max(300), size: z.number().int().min(0) })),
    async (c) => c.json(await startChunkedUpload(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
  )
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await describeChunkedUpload(c.get("deps"), c.get("user"), c.req.valid("param").id)),
  )
  .put("/:id/parts/:part", validate("param", partParams), async (c) => {
    const { id, part } = c.req.valid("param");
    const declared = c.req.header("content-length");
    if (declared === undefined) throw new AppError("LENGTH_REQUIRED");
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length > PART_SIZE) throw new AppError("BAD_REQUEST");
    await uploadPart(c.get("deps"), c.get("user"), id, part, { stream: c.req.raw.body, length });
    return c.json({ partNumber: part });
  })
  .post("/:id/complete", validate("param", idParam), async (c) =>
    c.json(await completeChunkedUpload(c.get("deps"), c.get("user"), c.req.valid("param").id), 202),
  )
  .delete("/:id", validate("param", idParam), async (c) => {
    await abortChunkedUpload(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.json({ success: true });
  });

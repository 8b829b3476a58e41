import { integer } from "drizzle-orm/sqlite-core";

/** Creation/update timestamps stored as epoch milliseconds. */
export const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date()),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
};

export const bool = (name: string) => integer(name, { mode: "boolean" });
export const ms = (name: string) => integer(name, { mode: "timestamp_ms" });

// The bare baseline of bench/load.mjs: a Hono "hello" Worker on the same runtime as the app.
import { Hono } from "hono";

export default new Hono().get("*", (c) => c.text("hello"));

import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, ToastProvider, useToast } from "./toast.tsx";

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: "First" })}>
        one
      </button>
      <button type="button" onClick={() => toast({ title: "Second" })}>
        two
      </button>
    </>
  );
}

describe("toasts", () => {
  it("shows one toast at a time: a new one replaces the current one", async () => {
    render(
      <ToastProvider closeLabel="Close">
        <Trigger />
      </ToastProvider>,
    );
    await act(async () => screen.getByRole("button", { name: "one" }).click());
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    await act(async () => screen.getByRole("button", { name: "two" }).click());
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    expect(screen.getByTestId("toast").textContent).toContain("Second");
  });

  it("lasts 5000 ms by default", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});

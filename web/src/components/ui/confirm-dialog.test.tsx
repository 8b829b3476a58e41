import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Excluir documento?"
      description="Esta ação não pode ser desfeita."
      confirmLabel="Excluir"
      cancelLabel="Cancelar"
      onConfirm={onConfirm}
    />
  );
}

describe("the confirmation dialog", () => {
  it("starts on Cancel, so Enter never confirms by accident", async () => {
    render(<Harness onConfirm={async () => {}} />);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancelar"));
  });

  it("closes once the action succeeds", async () => {
    const onConfirm = vi.fn(async () => {});
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole("button", { name: "Excluir" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("stays open when the action fails, so the user can try again or cancel", async () => {
    render(<Harness onConfirm={() => Promise.reject(new Error("offline"))} />);
    const confirm = screen.getByRole("button", { name: "Excluir" });
    fireEvent.click(confirm);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });
});

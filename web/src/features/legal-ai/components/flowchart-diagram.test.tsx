import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { FlowchartDiagram } from "./flowchart-diagram.tsx";

// An unparsable chart (a model's, say) must read as an error, never as a broken picture.

function renderDiagram(source: string, language: "en" | "pt") {
  localStorage.setItem("language", language);
  render(
    <I18nProvider>
      <ToastProvider closeLabel="Close">
        <FlowchartDiagram source={source} name="test" />
      </ToastProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe("FlowchartDiagram", () => {
  it("shows an error for a chart Mermaid cannot parse, in English", async () => {
    renderDiagram("flowchart TD\n  A[Start] --> --> B(", "en");
    const error = await screen.findByTestId("flowchart-error", {}, { timeout: 15_000 });
    expect(error.textContent).toMatch(/^The chart returned could not be drawn: .*Parse error/);
    expect(screen.queryByTestId("flowchart-svg")).toBeNull();
  });

  it("shows an error for a chart Mermaid cannot parse, in Portuguese", async () => {
    renderDiagram("not a diagram at all", "pt");
    const error = await screen.findByTestId("flowchart-error", {}, { timeout: 15_000 });
    expect(error.textContent).toMatch(/^O fluxograma recebido não pôde ser desenhado: /);
  });
});

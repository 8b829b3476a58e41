import { Download, ImageDown } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { fileNameFrom, saveBlob } from "./downloads.ts";
import { svgToPng } from "./svg-to-png.ts";

type Drawing = { status: "drawing" } | { status: "drawn"; svg: string } | { status: "failed"; message: string };

/**
 * Renders Mermaid to SVG in the browser. The library (~700 KB) is imported here only, so it loads with the first
 * chart and never with the app. The text is parsed before it is drawn: an unparsable chart is an error message,
 * not a broken picture. Labels are SVG text, not HTML, so the PNG export's canvas is not tainted.
 */
export function FlowchartDiagram({ source, name }: { source: string; name: string }) {
  const { t } = useI18n();
  const s = t.legalAi.flowchart;
  const { toast } = useToast();
  const renderId = `causa-flow-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const [drawing, setDrawing] = useState<Drawing>({ status: "drawing" });

  useEffect(() => {
    let current = true;
    setDrawing({ status: "drawing" });
    (async () => {
      try {
        const { default: mermaid } = await import("mermaid");
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: "strict",
          theme: "neutral",
          htmlLabels: false,
          flowchart: { htmlLabels: false, useMaxWidth: true, wrappingWidth: 280 },
          themeVariables: { fontFamily: "ui-sans-serif, system-ui, sans-serif", fontSize: "14px" },
        });
        await mermaid.parse(source);
        const { svg } = await mermaid.render(renderId, source);
        if (current) setDrawing({ status: "drawn", svg });
      } catch (err) {
        if (current) setDrawing({ status: "failed", message: err instanceof Error ? err.message : String(err) });
      }
    })();
    return () => {
      current = false;
    };
  }, [source, renderId]);

  if (drawing.status === "drawing") return <Spinner label={s.rendering} />;
  if (drawing.status === "failed") {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        data-testid="flowchart-error"
      >
        {format(s.unparsable, { message: drawing.message.split("\n")[0] ?? "" })}
      </p>
    );
  }

  const exportPng = async () => {
    try {
      saveBlob(await svgToPng(drawing.svg), fileNameFrom(name, "png"));
    } catch {
      toast({ title: t.legalAi.result.downloadFailed, variant: "destructive" });
    }
  };

  return (
    <figure className="space-y-2">
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveBlob(new Blob([drawing.svg], { type: "image/svg+xml" }), fileNameFrom(name, "svg"))}
        >
          <Download className="h-4 w-4" aria-hidden />
          {s.exportSvg}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void exportPng()}>
          <ImageDown className="h-4 w-4" aria-hidden />
          {s.exportPng}
        </Button>
      </div>
      {/* On a phone the chart keeps a readable size and scrolls sideways; the scroller takes keyboard focus. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <div tabIndex={0} className="overflow-x-auto rounded-md border border-slate-200 bg-white p-3">
        <div
          role="img"
          aria-label={format(s.diagram, { name })}
          data-testid="flowchart-svg"
          className="[&_svg]:mx-auto [&_svg]:h-auto [&_svg]:min-w-[36rem]"
          // Mermaid's strict security level sanitises the SVG it returns (DOMPurify; no scripts, no HTML labels).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from mermaid.render in strict mode.
          dangerouslySetInnerHTML={{ __html: drawing.svg }}
        />
      </div>
    </figure>
  );
}

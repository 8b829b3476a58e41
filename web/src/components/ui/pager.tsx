import { Button } from "./button.tsx";

/** Previous / next buttons over a paged list; a button at either end is disabled, not hidden, so nothing moves. */
export function PagerButtons(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {props.previousLabel}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {props.nextLabel}
      </Button>
    </div>
  );
}

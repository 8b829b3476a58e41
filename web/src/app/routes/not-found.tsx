import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

export default function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-navy-100">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold text-navy-900">{t.notFound.title}</h1>
      <p className="mt-3 text-slate-600">{t.notFound.description}</p>
      <Link
        to={paths.home}
        className="mt-8 inline-block rounded-md bg-navy-700 px-4 py-2 text-sm font-medium text-white hover:bg-navy-800"
      >
        {t.notFound.home}
      </Link>
    </div>
  );
}

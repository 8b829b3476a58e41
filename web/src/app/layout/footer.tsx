import { useI18n } from "../../i18n/i18n.tsx";

export function Footer() {
  const { t } = useI18n();
  const columns = [
    { title: t.footer.product, links: [t.footer.features, t.footer.pricing, t.footer.jurisdictions] },
    { title: t.footer.support, links: [t.footer.helpCenter, t.footer.contact, t.footer.status] },
    { title: t.footer.legal, links: [t.footer.privacy, t.footer.terms, t.footer.security] },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white" data-testid="footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div>
          <p className="font-serif text-lg font-semibold text-navy-900">{t.common.appName}</p>
          <p className="mt-2 text-sm text-slate-600">{t.footer.description}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-navy-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((label) => (
                <li key={label}>
                  {/* Placeholder destinations (docs/requirements.md §2): the pages do not exist yet. */}
                  <a href="#top" className="text-sm text-slate-600 hover:text-navy-800">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">{t.footer.copyright}</div>
    </footer>
  );
}

import { Scale } from "lucide-react";
import { Link, NavLink } from "react-router";
import { useUser } from "../../hooks/use-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { cn } from "../../lib/cn.ts";
import { paths } from "../../lib/paths.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { UserMenu } from "./user-menu.tsx";

export function Header() {
  const { t } = useI18n();
  const { user } = useUser();
  const links = user
    ? [
        { to: paths.home, label: t.nav.panel, end: true },
        { to: paths.cases, label: t.nav.cases },
        { to: paths.legalAi, label: t.nav.legalAi },
        ...(user.isAdmin ? [{ to: paths.admin, label: t.nav.admin }] : []),
      ]
    : [];
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md" data-testid="logo">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-navy-700 text-gold-300">
            <Scale className="h-5 w-5" aria-hidden />
          </span>
          <span className="font-serif text-xl font-semibold tracking-tight text-navy-900">{t.common.appName}</span>
        </Link>
        {links.length > 0 && (
          <nav aria-label="Main" className="order-3 w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      cn(
                        "block whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium sm:px-3 sm:py-2",
                        isActive ? "bg-navy-50 text-navy-800" : "text-slate-600 hover:bg-slate-50 hover:text-navy-800",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitcher />
          {user && <UserMenu user={user} />}
        </div>
      </div>
    </header>
  );
}

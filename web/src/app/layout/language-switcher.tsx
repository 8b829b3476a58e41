import { Languages } from "lucide-react";
import { useI18n } from "../../i18n/i18n.tsx";

export function LanguageSwitcher() {
  const { language, setLanguage, t } = useI18n();
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-700">
      <Languages className="h-4 w-4 text-slate-500" aria-hidden />
      <span className="sr-only">{t.common.language}</span>
      <select
        data-testid="language-switcher"
        value={language}
        onChange={(e) => setLanguage(e.target.value === "pt" ? "pt" : "en")}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-navy-600"
      >
        <option value="en">{t.common.english}</option>
        <option value="pt">{t.common.portuguese}</option>
      </select>
    </label>
  );
}

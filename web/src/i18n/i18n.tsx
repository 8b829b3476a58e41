import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Language } from "../../../common/vocabulary.ts";
import { type Dictionary, en } from "./en.ts";
import { pt } from "./pt.ts";

/** docs/requirements.md §1: the choice lives in localStorage under "language" (en | pt), default en. */
export const LANGUAGE_STORAGE_KEY = "language";
const dictionaries: Record<Language, Dictionary> = { en, pt };

export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === "pt" ? "pt" : "en";
  } catch {
    return "en";
  }
}

interface I18nValue {
  language: Language;
  t: Dictionary;
  setLanguage: (language: Language) => void;
  locale: string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(storedLanguage);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = language === "pt" ? "pt-BR" : "en";
  }, [language]);
  const value = useMemo(
    () => ({ language, t: dictionaries[language], setLanguage, locale: language === "pt" ? "pt-BR" : "en-US" }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

/** Fills "{name}" placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** SWR keys of the cases area, from one place so every mutation refreshes the right lists. */
export const caseKeys = {
  cases: "/api/cases",
  caseDetail: (id: string) => `/api/cases/${id}`,
  deadlines: "/api/deadlines",
  options: "/api/deadlines/options",
  closedDays: "/api/court-closed-days",
  reminders: "/api/reminder-settings",
  calendar: "/api/calendar",
  documents: "/api/documents/analyses",
} as const;

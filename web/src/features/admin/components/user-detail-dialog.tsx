import type { ReactNode } from "react";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useAdminUser } from "../api/use-admin.ts";
import { displayName, formatDate } from "./present.ts";
import { TierBadge } from "./users-table.tsx";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One user: e-mail, name, plan, documents, status, member since, and the recent documents. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t, locale } = useI18n();
  const { data: user, error, isLoading } = useAdminUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.admin.detailTitle} closeLabel={t.common.close} className="max-w-xl">
        {error && !user ? (
          <p role="alert" className="text-sm text-red-700">
            {t.admin.fetchUserFailed}
          </p>
        ) : isLoading || !user ? (
          <Spinner label={t.common.loading} />
        ) : (
          <div data-testid="user-detail">
            <dl className="divide-y divide-slate-100">
              <Row label={t.admin.email}>{user.email}</Row>
              <Row label={t.admin.name}>{displayName(user)}</Row>
              <Row label={t.admin.subscription}>
                <TierBadge tier={user.subscriptionTier} />
              </Row>
              <Row label={t.admin.documents}>{user.documentCount}</Row>
              <Row label={t.admin.status}>
                {[
                  user.emailVerified ? t.admin.verified : t.admin.unverified,
                  ...(user.isAdmin ? [t.admin.adminBadge] : []),
                  ...(user.deleting ? [t.admin.deletingBadge] : []),
                ].join(" · ")}
              </Row>
              <Row label={t.admin.memberSince}>{formatDate(user.createdAt, locale)}</Row>
            </dl>
            <h3 className="mt-4 mb-2 font-semibold text-navy-900">{t.admin.recentDocuments}</h3>
            {user.recentDocuments.length === 0 ? (
              <p className="text-sm text-slate-600">{t.admin.noDocuments}</p>
            ) : (
              <ul
                className="divide-y divide-slate-100 rounded-lg border border-slate-200"
                data-testid="recent-documents"
              >
                {user.recentDocuments.map((doc) => (
                  <li
                    key={doc.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2"
                  >
                    <span className="min-w-0 break-all font-medium text-slate-900">{doc.fileName}</span>
                    <span className="text-xs text-slate-500">
                      {[
                        doc.documentType
                          ? (t.values.documentType[doc.documentType as keyof typeof t.values.documentType] ??
                            doc.documentType)
                          : null,
                        doc.language
                          ? (t.values.language[doc.language as keyof typeof t.values.language] ?? doc.language)
                          : null,
                        doc.processedAt ? formatDate(doc.processedAt, locale) : t.admin.notProcessed,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

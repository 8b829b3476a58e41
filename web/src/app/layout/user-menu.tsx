import { LogOut } from "lucide-react";
import { Avatar, DropdownMenu } from "radix-ui";
import type { PublicUser } from "../../../../common/api/auth.ts";
import { useLogout } from "../../hooks/use-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";

function initials(user: Pick<PublicUser, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
      >
        <Avatar.Root className="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-navy-700 text-sm font-semibold text-white">
          {user.profileImageUrl && (
            <Avatar.Image src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
          )}
          <Avatar.Fallback>{initials(user)}</Avatar.Fallback>
        </Avatar.Root>
        {/* WCAG 2.5.3 (label in name): the name starts with the visible initials, then says what the button is. */}
        <span className="sr-only">{t.nav.userMenu}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold text-navy-900" data-testid="user-name">
              {fullName}
            </p>
            <p className="text-xs text-slate-600">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            onSelect={() => void logout()}
            data-testid="logout"
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-navy-50"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {t.nav.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import useSWR, { useSWRConfig } from "swr";
import type { PublicUser } from "../../../common/api/auth.ts";
import { ApiError, api, call } from "../lib/api.ts";

export const authKeys = { user: "/api/auth/user" } as const;

/**
 * docs/requirements.md §4: GET /api/auth/user?t=… uncached; 401 means signed out; reused for 5 minutes; no retries. Goes through
 * the typed client, so a change of the route's answer breaks this build.
 */
async function fetchUser(): Promise<PublicUser | null> {
  const response = await api.api.auth.user.$get({ query: { t: String(Date.now()) } }, { init: { cache: "no-store" } });
  if (response.status === 401) return null;
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const user: PublicUser = await response.json();
  return user;
}

export function useUser() {
  const { data, error, isLoading, mutate } = useSWR(authKeys.user, fetchUser, {
    dedupingInterval: 5 * 60_000,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  // Any failure other than 401 also leaves no user.
  const user = error ? null : (data ?? null);
  return { user, isLoading, isAuthenticated: Boolean(user), mutate };
}

/** POST /api/auth/logout, then /auth — also when the call fails (docs/requirements.md §2). */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await call(api.api.auth.logout.$post());
    } catch {
      // Leaving anyway: the server session expires on its own.
    }
    await mutate(() => true, undefined, { revalidate: false });
    window.location.assign("/auth");
  };
}

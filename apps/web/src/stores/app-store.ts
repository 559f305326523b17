import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type UserType = 'user' | 'corporate';

/**
 * The client state the storefront uses today (spec section 3's user slice, less what nothing reads
 * yet: details, pending verification and popup flags return with accounts; cart and wishlist with
 * their issues, as server state).
 */
export interface AppState {
  user: {
    isLoggedIn: boolean;
    /** The age gate's answer: true once the visitor confirmed being of legal age. */
    ageValid: boolean;
    authToken: string | null;
    userId: number | null;
    userType: UserType | null;
  };
  confirmAge: () => void;
  logout: () => void;
}

const initialUser: AppState['user'] = { isLoggedIn: false, ageValid: false, authToken: null, userId: null, userType: null };

/** What survives a reload: the user slice, all of which spec section 3 persists. */
export type PersistedState = Pick<AppState, 'user'>;

export function partializeState(state: AppState): PersistedState {
  return { user: state.user };
}

/** Takes only the known fields of a saved user, so state written by an older release adds nothing stale. */
function restoreUser(saved: unknown, current: AppState['user']): AppState['user'] {
  const user = (saved ?? {}) as Partial<AppState['user']>;
  return {
    isLoggedIn: user.isLoggedIn ?? current.isLoggedIn,
    ageValid: user.ageValid ?? current.ageValid,
    authToken: user.authToken ?? current.authToken,
    userId: user.userId ?? current.userId,
    userType: user.userType ?? current.userType,
  };
}

export const STORAGE_KEY = 'cellar-state';

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: initialUser,
      confirmAge: () => set((s) => ({ user: { ...s.user, ageValid: true } })),
      // Spec section 4: logout clears user data and age validity.
      logout: () => set(() => ({ user: initialUser })),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeState,
      merge: (persisted, current) => ({ ...current, user: restoreUser((persisted as Partial<PersistedState> | undefined)?.user, current.user) }),
    },
  ),
);

/** The bearer token, for the API client. */
export const selectToken = (s: AppState) => s.user.authToken;

/** Logged in means the login flag and a token to send (spec section 6): either alone is not a session. */
export const selectIsLoggedIn = (s: AppState) => s.user.isLoggedIn && Boolean(s.user.authToken);

/** Corporate buyers have no cart, wishlist, checkout or orders (spec section 6); logout clears the type. */
export const selectIsCorporate = (s: AppState) => s.user.userType === 'corporate';

import type { Me, SignupInput, UserType } from '@shop/shared/rules';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { rememberAgeConfirmed } from '@/lib/age-cookie';

export type { UserType };

/** The account popups (spec section 2); one is open at a time. */
export type PopupName = 'login' | 'register' | 'verify' | 'forgotPassword';

/** How the login popup opens: the mobile code (default) or the password. */
export type LoginMode = 'code' | 'password';

/**
 * Pending verification user (spec section 3): the sign-up (or edited profile) waiting for its code, with the
 * method chosen (`email_verification`: true for e-mail, false for phone). The whole form is kept because the
 * verify popup sends it with `POST /auth/register`; it lives in memory only, never in storage.
 */
export interface PendingVerification {
  email: string;
  mobile: string;
  email_verification: boolean;
  form: SignupInput;
}

export interface SessionInput {
  token: string;
  userId: number;
  userType: UserType;
}

/** Spec section 3's user slice, and the actions that change it. */
export interface AppState {
  user: {
    isLoggedIn: boolean;
    /** The age gate's answer: true once the visitor confirmed being of legal age. */
    ageValid: boolean;
    authToken: string | null;
    userId: number | null;
    userType: UserType | null;
    /** The account's details from `GET /auth/me` (refetched when /account mounts). */
    details: Me | null;
    /** Not persisted (spec section 3). */
    verification: PendingVerification | null;
    /** Not persisted (spec section 3): which popup is open, and how. */
    popups: { open: PopupName | null; loginMode: LoginMode; registerMode: 'signup' | 'edit' };
  };
  confirmAge: () => void;
  /** A finished login or verification: the session's token, user id and type. */
  logIn: (session: SessionInput) => void;
  setDetails: (details: Me | null) => void;
  setVerification: (pending: PendingVerification | null) => void;
  /** Opens one popup (closing any other). */
  showPopup: (name: PopupName, options?: { loginMode?: LoginMode; registerMode?: 'signup' | 'edit' }) => void;
  hidePopup: () => void;
  /** Spec section 4: logout clears user data, details and age validity (the server call is `useLogout`'s). */
  logout: () => void;
}

const closedPopups: AppState['user']['popups'] = { open: null, loginMode: 'code', registerMode: 'signup' };

const initialUser: AppState['user'] = {
  isLoggedIn: false,
  ageValid: false,
  authToken: null,
  userId: null,
  userType: null,
  details: null,
  verification: null,
  popups: closedPopups,
};

/** What survives a reload (spec section 3): the user without verification and popup flags. */
export type PersistedState = { user: Omit<AppState['user'], 'verification' | 'popups'> };

export function partializeState(state: AppState): PersistedState {
  const { verification: _verification, popups: _popups, ...user } = state.user;
  return { user };
}

/** Takes only the known fields of a saved user, so state written by an older release adds nothing stale. */
function restoreUser(saved: unknown, current: AppState['user']): AppState['user'] {
  const user = (saved ?? {}) as Partial<AppState['user']>;
  return {
    ...current,
    isLoggedIn: user.isLoggedIn ?? current.isLoggedIn,
    ageValid: user.ageValid ?? current.ageValid,
    authToken: user.authToken ?? current.authToken,
    userId: user.userId ?? current.userId,
    userType: user.userType ?? current.userType,
    details: user.details && typeof user.details === 'object' ? user.details : current.details,
  };
}

export const STORAGE_KEY = 'cellar-state';

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      user: initialUser,
      confirmAge: () => {
        rememberAgeConfirmed(true);
        set((s) => ({ user: { ...s.user, ageValid: true } }));
      },
      logIn: ({ token, userId, userType }) =>
        set((s) => ({
          user: {
            ...s.user,
            isLoggedIn: true,
            authToken: token,
            userId,
            userType,
            verification: null,
            // Another account's details never show under this one.
            details: s.user.userId === userId ? s.user.details : null,
          },
        })),
      setDetails: (details) => set((s) => ({ user: { ...s.user, details } })),
      setVerification: (verification) => set((s) => ({ user: { ...s.user, verification } })),
      showPopup: (name, options = {}) =>
        set((s) => ({
          user: {
            ...s.user,
            popups: {
              open: name,
              loginMode: options.loginMode ?? 'code',
              registerMode: options.registerMode ?? s.user.popups.registerMode,
            },
          },
        })),
      hidePopup: () => set((s) => ({ user: { ...s.user, popups: { ...s.user.popups, open: null } } })),
      logout: () => {
        rememberAgeConfirmed(false);
        set({ user: initialUser });
      },
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeState,
      merge: (persisted, current) => ({
        ...current,
        user: restoreUser((persisted as Partial<PersistedState> | undefined)?.user, current.user),
      }),
    },
  ),
);

/** The bearer token, for the API client. */
export const selectToken = (s: AppState) => s.user.authToken;

/** Logged in means the login flag and a token to send (spec section 6): either alone is not a session. */
export const selectIsLoggedIn = (s: AppState) => s.user.isLoggedIn && Boolean(s.user.authToken);

/** Corporate buyers have no cart, wishlist, checkout or orders (spec section 6). */
export const selectIsCorporate = (s: AppState) => s.user.userType === 'corporate';

/** The popup that is open, if any. */
export const selectOpenPopup = (s: AppState) => s.user.popups.open;

import { useInstallPrompt } from '../hooks/use-install-prompt';

/** Install button where the browser offers installation. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn btn--outline-light btn--small" onClick={() => void install()}>
      Install the app
    </button>
  );
}

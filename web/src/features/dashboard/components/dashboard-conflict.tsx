interface DashboardConflictProps {
  onLoadNewer: () => void;
  onKeepMine: () => void;
}

/** A save that lost to another tab or device: the owner chooses, nothing is overwritten silently. */
export function DashboardConflict({ onLoadNewer, onKeepMine }: DashboardConflictProps) {
  return (
    <div className="dashboard-conflict" role="alert">
      <p className="dashboard-conflict__title">
        This dashboard was changed in another tab or device. Your changes were not saved.
      </p>
      <p>
        Load the newer version (your changes here are dropped), or keep editing yours: saving it then replaces
        the newer one.
      </p>
      <div className="dashboard-conflict__actions">
        <button type="button" className="button" onClick={onLoadNewer}>
          Load the newer version
        </button>
        <button type="button" className="button button--secondary" onClick={onKeepMine}>
          Keep my changes
        </button>
      </div>
    </div>
  );
}

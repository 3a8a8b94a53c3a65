import { useRealtimeStatus } from '../../apollo/client';
import { formatTime } from './formatTime';

/**
 * The header's Connected / Disconnected indicator (the real state of the live-update WebSocket)
 * and the Real-time indicator with the time of the last live change (SPEC §2 Admin members page).
 */
export function RealtimeIndicators({ lastLiveUpdate }: { lastLiveUpdate: Date | null }) {
  const status = useRealtimeStatus();
  const connected = status === 'connected';
  return (
    <div className="members__indicators">
      <span className={`members__indicator members__indicator--${connected ? 'on' : 'off'}`} role="status" data-testid="realtime-connection">
        <span className="members__dot" aria-hidden="true" />
        {connected ? 'Connected' : 'Disconnected'}
      </span>
      <span className="members__indicator members__indicator--live" title="The list reloads by itself when members change">
        <span className="members__dot members__dot--live" aria-hidden="true" />
        Real-time
        {lastLiveUpdate && <span className="members__indicator-detail">· last change {formatTime(lastLiveUpdate)}</span>}
      </span>
    </div>
  );
}

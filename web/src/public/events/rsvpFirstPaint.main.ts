import { startFirstPaintRsvp } from './rsvpFirstPaint';

// The event page's own first-paint script (issue #24): scripts/prerender.mjs puts it in the event
// page's HTML only, beside the app's entry, so no other page loads it (/ stays in its budget).
startFirstPaintRsvp();

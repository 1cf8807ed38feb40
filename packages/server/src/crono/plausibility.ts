/**
 * What a person can do in Crono, and so what the server believes. These bounds live beside the
 * rules (rules.ts stays the shared pure module) and are applied by the service and the limiter.
 */

/**
 * The reaction floor: no person sees a photo, recognises a face among four names and clicks in
 * under 250 ms (simple visual reaction times sit around 200–250 ms before any recognition or
 * choice). A pick that reaches the server sooner than this after its round began still moves
 * the run on, but never scores.
 */
export const CRONO_REACTION_FLOOR_MS = 250;

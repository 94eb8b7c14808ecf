/** How long the app's review of a game may search in all (the benchmark measures against it). */
export const REVIEW_BUDGET_MS = 10_000;

/** What a loader returns for one data view: its data, or the fact that loading failed (the page still renders, with that view's error). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

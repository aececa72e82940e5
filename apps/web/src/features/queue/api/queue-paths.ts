/** The queue view's reads, named once for the app and for the route's boot script (decision 061). */
export const queuePath = (id: number) => `/api/queues/${id}`;
export const lineupPath = (id: number) => `/api/queues/${id}/grouped`;

/** Every socket of one user, on every replica: where their pushes go. */
export const userRoom = (userId: string) => `user:${userId}`;
